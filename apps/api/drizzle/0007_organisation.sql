ALTER TABLE "changelog" ADD COLUMN "entity_name" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "brand_title" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "brand_logo" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "brand_favicon" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "brand_primary_colour" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_content_owners_content_owner_idx" ON "user_content_owners" USING btree ("content_owner_id");--> statement-breakpoint
CREATE INDEX "user_publishers_publisher_idx" ON "user_publishers" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "users_list_created_on_idx" ON "users" USING btree ("enabled","created_on","id");--> statement-breakpoint
CREATE INDEX "users_list_name_idx" ON "users" USING btree ("enabled",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_list_email_idx" ON "users" USING btree ("enabled","email" collate "C","id");--> statement-breakpoint
CREATE INDEX "users_network_idx" ON "users" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "changelog_at_idx" ON "changelog" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "changelog_network_at_idx" ON "changelog" USING btree ("network_id","at","id");--> statement-breakpoint
CREATE INDEX "changelog_user_at_idx" ON "changelog" USING btree ("user_id","at","id");--> statement-breakpoint
UPDATE "changelog" SET "entity_name" = coalesce("after"->>'name', "after"->>'displayName', "before"->>'name', "before"->>'displayName', "after"->>'email', "before"->>'email');--> statement-breakpoint
-- The users and changelog text searches compare lower(column) LIKE lower('%text%'); trigram indexes where PostgreSQL offers pg_trgm.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_name_lower_trgm_idx ON users USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS changelog_entity_name_lower_trgm_idx ON changelog USING gin (lower(entity_name) gin_trgm_ops);
  END IF;
END
$$;
