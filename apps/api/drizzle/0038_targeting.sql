CREATE TABLE "targeting_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"geo_include" jsonb DEFAULT '{"countries":[],"regions":[],"cities":[]}'::jsonb NOT NULL,
	"geo_exclude" jsonb DEFAULT '{"countries":[],"regions":[],"cities":[]}'::jsonb NOT NULL,
	"device_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"apps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bundle_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"day_parting" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "targeting_sets_network_name_unique" ON "targeting_sets" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "targeting_sets_network_idx" ON "targeting_sets" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "targeting_sets_list_name_idx" ON "targeting_sets" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "targeting_sets_list_created_on_idx" ON "targeting_sets" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "targeting_set_id" integer REFERENCES "targeting_sets"("id");
--> statement-breakpoint
CREATE INDEX "placements_targeting_set_idx" ON "placements" USING btree ("targeting_set_id");
