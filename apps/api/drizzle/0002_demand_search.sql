-- Trigram indexes for the name searches (ILIKE '%text%') where the server offers pg_trgm (PostgreSQL).
-- PGlite loads no extension by default: there the searches scan, and this migration does nothing.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS connections_name_trgm_idx ON connections USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS placements_name_trgm_idx ON placements USING gin (name gin_trgm_ops);
  END IF;
END
$$;
