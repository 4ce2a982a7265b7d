CREATE TABLE "creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"advertiser_id" integer NOT NULL,
	"type" text NOT NULL,
	"vast_type" text,
	"vast_xml" text,
	"vast_url" text,
	"vast_version" text,
	"duration" integer NOT NULL,
	"ivt_enabled" boolean DEFAULT false NOT NULL,
	"ivt_type" text,
	"ivt_integration_type" text,
	"third_party_name" text,
	"third_party_id" text,
	"execution" text,
	"watermark_enabled" boolean DEFAULT false NOT NULL,
	"mute" boolean DEFAULT false NOT NULL,
	"creative_design" text,
	"video_file_name" text,
	"video_key" text,
	"processing" text,
	"processing_error" text,
	"video_width" integer,
	"video_height" integer,
	"video_codec" text,
	"video_duration" double precision,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_orders" (
	"creative_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "creative_orders_creative_id_order_id_pk" PRIMARY KEY("creative_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creative_orders" ADD CONSTRAINT "creative_orders_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creative_orders" ADD CONSTRAINT "creative_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "creatives_network_idx" ON "creatives" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "creatives_advertiser_idx" ON "creatives" USING btree ("advertiser_id","status");
--> statement-breakpoint
CREATE INDEX "creatives_list_name_idx" ON "creatives" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "creatives_list_type_idx" ON "creatives" USING btree ("status","type","id","network_id");
--> statement-breakpoint
CREATE INDEX "creatives_list_duration_idx" ON "creatives" USING btree ("status","duration","id","network_id");
--> statement-breakpoint
CREATE INDEX "creatives_list_created_on_idx" ON "creatives" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE INDEX "creative_orders_order_idx" ON "creative_orders" USING btree ("order_id");
