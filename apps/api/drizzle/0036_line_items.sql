CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"cpm" numeric(12, 2) NOT NULL,
	"goal_type" text NOT NULL,
	"goal_amount" numeric(14, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"pacing" text NOT NULL,
	"frequency_cap" integer,
	"frequency_period" text,
	"priority" integer NOT NULL,
	"bundle_revenue_share" numeric(5, 2),
	"bundle_cpm" numeric(12, 2),
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_item_health" (
	"line_item_id" integer PRIMARY KEY NOT NULL,
	"health" text NOT NULL,
	"delivered_percent" double precision NOT NULL,
	"pace_ratio" double precision,
	"checked_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "line_item_health" ADD CONSTRAINT "line_item_health_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "line_items_network_idx" ON "line_items" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id","status");
--> statement-breakpoint
CREATE INDEX "line_items_list_name_idx" ON "line_items" USING btree ("status",lower("name") collate "C","id","network_id","order_id");
--> statement-breakpoint
CREATE INDEX "line_items_list_start_date_idx" ON "line_items" USING btree ("status","start_date","id","network_id","order_id");
--> statement-breakpoint
CREATE INDEX "line_items_list_end_date_idx" ON "line_items" USING btree ("status","end_date","id","network_id","order_id");
--> statement-breakpoint
CREATE INDEX "line_items_list_priority_idx" ON "line_items" USING btree ("status","priority","id","network_id","order_id");
--> statement-breakpoint
CREATE INDEX "line_items_list_created_on_idx" ON "line_items" USING btree ("status","created_on","id","network_id","order_id");
--> statement-breakpoint
CREATE INDEX "line_items_name_trgm_idx" ON "line_items" USING gin (lower("name") gin_trgm_ops);
