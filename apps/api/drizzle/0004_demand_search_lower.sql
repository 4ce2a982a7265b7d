-- The name searches compare lower(name) LIKE lower('%text%'): the trigram indexes follow the expression.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    DROP INDEX IF EXISTS connections_name_trgm_idx;
    DROP INDEX IF EXISTS placements_name_trgm_idx;
    CREATE INDEX IF NOT EXISTS connections_name_lower_trgm_idx ON connections USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS placements_name_lower_trgm_idx ON placements USING gin (lower(name) gin_trgm_ops);
  END IF;
END
$$;
