-- Searches of 1 or 2 characters (lower(column) LIKE '%ab%') extract no trigram, so the trigram
-- indexes cannot serve them. Every 1- and 2-character piece of lower(name) is indexed instead: a
-- row contains 'ab' exactly when its pieces hold 'ab', so a rare short term reads only its rows.
CREATE OR REPLACE FUNCTION short_search_grams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  -- Repeated pieces are left in: the index keeps each key once, and it is 4 times faster so.
  AS $$
    SELECT string_to_array($1, NULL) || array(SELECT substr($1, i, 2) FROM generate_series(1, length($1) - 1) AS i)
  $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "connections_name_grams_idx" ON "connections" USING gin (short_search_grams(lower("name")));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "placements_name_grams_idx" ON "placements" USING gin (short_search_grams(lower("name")));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demand_partners_name_grams_idx" ON "demand_partners" USING gin (short_search_grams(lower("display_name")));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "publishers_name_grams_idx" ON "publishers" USING gin (short_search_grams(lower("name")));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "collections_title_grams_idx" ON "collections" USING gin (short_search_grams(lower("title")));--> statement-breakpoint
-- Statistics of the new index expressions, so the planner knows a common piece ('e') from a rare
-- one ('qz'): a walk in list order for the first, the index for the second.
ANALYZE "connections", "placements", "demand_partners", "publishers", "collections";
