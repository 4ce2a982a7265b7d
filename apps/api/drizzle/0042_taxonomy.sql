CREATE TABLE "taxonomy_genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"parent_id" integer REFERENCES "taxonomy_genres"("id"),
	"iab_category_id" text,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_genres_name_unique" ON "taxonomy_genres" USING btree (coalesce("network_id", 0),coalesce("parent_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "taxonomy_genres_parent_idx" ON "taxonomy_genres" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "taxonomy_genres_network_idx" ON "taxonomy_genres" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "taxonomy_genres_list_name_idx" ON "taxonomy_genres" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "taxonomy_genres_list_created_on_idx" ON "taxonomy_genres" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE TABLE "keyword_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_packages_name_unique" ON "keyword_packages" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "keyword_packages_network_idx" ON "keyword_packages" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "keyword_packages_list_name_idx" ON "keyword_packages" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "keyword_packages_list_created_on_idx" ON "keyword_packages" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE TABLE "channel_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"parent_id" integer REFERENCES "channel_bundles"("id"),
	"bundle_revenue_share" numeric(5, 2),
	"bundle_cpm" numeric(12, 2),
	"channel_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"app_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_bundles_name_unique" ON "channel_bundles" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "channel_bundles_parent_idx" ON "channel_bundles" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "channel_bundles_network_idx" ON "channel_bundles" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "channel_bundles_list_name_idx" ON "channel_bundles" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "channel_bundles_list_bundle_revenue_share_idx" ON "channel_bundles" USING btree ("status","bundle_revenue_share","id","network_id");
--> statement-breakpoint
CREATE INDEX "channel_bundles_list_bundle_cpm_idx" ON "channel_bundles" USING btree ("status","bundle_cpm","id","network_id");
--> statement-breakpoint
CREATE INDEX "channel_bundles_list_created_on_idx" ON "channel_bundles" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE TABLE "squeezeback_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"hls_url" text NOT NULL,
	"channel_id" integer REFERENCES "channels"("id"),
	"layout" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "squeezeback_sources_name_unique" ON "squeezeback_sources" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "squeezeback_sources_network_idx" ON "squeezeback_sources" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "squeezeback_sources_list_name_idx" ON "squeezeback_sources" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "squeezeback_sources_list_created_on_idx" ON "squeezeback_sources" USING btree ("status","created_on","id","network_id");
