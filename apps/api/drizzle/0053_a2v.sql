CREATE TABLE "a2v_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"advertiser_id" integer NOT NULL,
	"logo_file_id" integer NOT NULL,
	"logo_file_name" text NOT NULL,
	"primary_colour" text NOT NULL,
	"secondary_colour" text NOT NULL,
	"background_file_id" integer,
	"background_video_key" text,
	"background_file_name" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "a2v_brands" ADD CONSTRAINT "a2v_brands_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_brands" ADD CONSTRAINT "a2v_brands_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_brands" ADD CONSTRAINT "a2v_brands_logo_file_id_media_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_brands" ADD CONSTRAINT "a2v_brands_background_file_id_media_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "a2v_brands_advertiser_idx" ON "a2v_brands" USING btree ("advertiser_id","status");
--> statement-breakpoint
CREATE INDEX "a2v_brands_list_name_idx" ON "a2v_brands" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "a2v_brands_list_created_on_idx" ON "a2v_brands" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE TABLE "a2v_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"network_id" integer,
	"advertiser_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"processing" text DEFAULT 'QUEUED' NOT NULL,
	"processing_error" text,
	"duration_seconds" real,
	"codec" text,
	"channels" integer,
	"sample_rate" integer,
	"loudness" real,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "a2v_assets" ADD CONSTRAINT "a2v_assets_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_assets" ADD CONSTRAINT "a2v_assets_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_assets" ADD CONSTRAINT "a2v_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "a2v_assets_network_idx" ON "a2v_assets" USING btree ("network_id","created_on");
--> statement-breakpoint
CREATE INDEX "a2v_assets_advertiser_idx" ON "a2v_assets" USING btree ("advertiser_id","created_on");
--> statement-breakpoint
CREATE TABLE "a2v_templates" (
	"network_id" integer PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "a2v_templates" ADD CONSTRAINT "a2v_templates_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_templates" ADD CONSTRAINT "a2v_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "a2v_renders" (
	"id" serial PRIMARY KEY NOT NULL,
	"creative_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"network_id" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "a2v_renders" ADD CONSTRAINT "a2v_renders_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_renders" ADD CONSTRAINT "a2v_renders_asset_id_a2v_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."a2v_assets"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_renders" ADD CONSTRAINT "a2v_renders_brand_id_a2v_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."a2v_brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_renders" ADD CONSTRAINT "a2v_renders_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "a2v_renders" ADD CONSTRAINT "a2v_renders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "a2v_renders_network_idx" ON "a2v_renders" USING btree ("network_id","created_on");
