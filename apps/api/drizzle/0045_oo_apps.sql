CREATE TABLE "oo_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"owner_type" text NOT NULL,
	"publisher_id" integer REFERENCES "publishers"("id"),
	"co_id" integer REFERENCES "content_owners"("id"),
	"network_id" integer REFERENCES "networks"("id"),
	"feed_status" text DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"app_json" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "oo_apps_one_owner" CHECK (("owner_type" = 'PUBLISHER' AND "publisher_id" IS NOT NULL AND "co_id" IS NULL) OR ("owner_type" = 'CONTENT_OWNER' AND "co_id" IS NOT NULL AND "publisher_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "oo_apps_list_name_idx" ON "oo_apps" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "oo_apps_list_platform_idx" ON "oo_apps" USING btree ("status","platform","id","network_id");
--> statement-breakpoint
CREATE INDEX "oo_apps_list_feed_status_idx" ON "oo_apps" USING btree ("status","feed_status","id","network_id");
--> statement-breakpoint
CREATE INDEX "oo_apps_list_created_on_idx" ON "oo_apps" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE INDEX "oo_apps_publisher_idx" ON "oo_apps" USING btree ("publisher_id");
--> statement-breakpoint
CREATE INDEX "oo_apps_co_idx" ON "oo_apps" USING btree ("co_id");
--> statement-breakpoint
CREATE TABLE "oo_app_collections" (
	"oo_app_id" integer NOT NULL REFERENCES "oo_apps"("id") ON DELETE cascade,
	"collection_id" integer NOT NULL REFERENCES "collections"("id"),
	"position" integer NOT NULL,
	CONSTRAINT "oo_app_collections_pk" PRIMARY KEY ("oo_app_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "oo_app_channels" (
	"oo_app_id" integer NOT NULL REFERENCES "oo_apps"("id") ON DELETE cascade,
	"channel_id" integer NOT NULL REFERENCES "channels"("id"),
	"position" integer NOT NULL,
	CONSTRAINT "oo_app_channels_pk" PRIMARY KEY ("oo_app_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "oo_app_images" (
	"oo_app_id" integer NOT NULL REFERENCES "oo_apps"("id") ON DELETE cascade,
	"image_key" text NOT NULL,
	"file_id" integer NOT NULL REFERENCES "media_files"("id"),
	CONSTRAINT "oo_app_images_pk" PRIMARY KEY ("oo_app_id","image_key")
);
--> statement-breakpoint
CREATE TABLE "roku_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"oo_app_id" integer NOT NULL REFERENCES "oo_apps"("id") ON DELETE cascade,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"build_version" integer NOT NULL,
	"package_key" text,
	"error" text,
	"requested_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_on" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "roku_builds_app_idx" ON "roku_builds" USING btree ("oo_app_id","id");
--> statement-breakpoint
CREATE TABLE "content_bytes" (
	"video_id" integer PRIMARY KEY NOT NULL REFERENCES "videos"("id") ON DELETE cascade,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_bytes_created_idx" ON "content_bytes" USING btree ("created_on","video_id");
