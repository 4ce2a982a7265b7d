CREATE TABLE "deal_connections" (
	"deal_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	CONSTRAINT "deal_connections_deal_id_connection_id_pk" PRIMARY KEY("deal_id","connection_id")
);
--> statement-breakpoint
CREATE TABLE "deal_placements" (
	"deal_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	CONSTRAINT "deal_placements_deal_id_placement_id_pk" PRIMARY KEY("deal_id","placement_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"deal_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"deal_type" text NOT NULL,
	"auction_type" text NOT NULL,
	"floor_cpm" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"buyer_seats" text[] DEFAULT '{}'::text[] NOT NULL,
	"advertiser_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date,
	"end_date" date,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_connections" ADD CONSTRAINT "deal_connections_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deal_connections" ADD CONSTRAINT "deal_connections_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deal_placements" ADD CONSTRAINT "deal_placements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deal_placements" ADD CONSTRAINT "deal_placements_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "deal_connections_connection_idx" ON "deal_connections" USING btree ("connection_id");
--> statement-breakpoint
CREATE INDEX "deal_placements_placement_idx" ON "deal_placements" USING btree ("placement_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "deals_deal_id_unique" ON "deals" USING btree ("deal_id");
--> statement-breakpoint
CREATE INDEX "deals_network_idx" ON "deals" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "deals_list_name_idx" ON "deals" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_deal_id_idx" ON "deals" USING btree ("status",lower("deal_id") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_deal_type_idx" ON "deals" USING btree ("status","deal_type","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_auction_type_idx" ON "deals" USING btree ("status","auction_type","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_floor_cpm_idx" ON "deals" USING btree ("status","floor_cpm","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_start_date_idx" ON "deals" USING btree ("status","start_date","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_end_date_idx" ON "deals" USING btree ("status","end_date","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_list_created_on_idx" ON "deals" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE INDEX "deals_name_trgm_idx" ON "deals" USING gin (lower("name") gin_trgm_ops);
