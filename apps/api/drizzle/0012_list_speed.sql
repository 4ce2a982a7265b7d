CREATE INDEX "changelog_type_at_idx" ON "changelog" USING btree ("entity_type","at","id");--> statement-breakpoint
-- The users search compares lower(email) LIKE lower('%text%'): its trigram index is on lower(email).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    DROP INDEX IF EXISTS users_email_trgm_idx;
    CREATE INDEX IF NOT EXISTS users_email_lower_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
  END IF;
END
$$;
