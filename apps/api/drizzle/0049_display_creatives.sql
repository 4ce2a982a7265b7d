CREATE TABLE "display_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"advertiser_id" integer NOT NULL,
	"image_file_id" integer NOT NULL,
	"image_file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"click_through_url" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_creatives" ADD CONSTRAINT "display_creatives_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "display_creatives" ADD CONSTRAINT "display_creatives_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "display_creatives" ADD CONSTRAINT "display_creatives_image_file_id_media_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "display_creatives_advertiser_idx" ON "display_creatives" USING btree ("advertiser_id","status");
--> statement-breakpoint
CREATE INDEX "display_creatives_list_name_idx" ON "display_creatives" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "display_creatives_list_created_on_idx" ON "display_creatives" USING btree ("status","created_on","id","network_id");
