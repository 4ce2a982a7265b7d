CREATE TABLE "connection_placements" (
	"connection_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	CONSTRAINT "connection_placements_connection_id_placement_id_pk" PRIMARY KEY("connection_id","placement_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_partner_id" integer NOT NULL,
	"dp_display_name" text NOT NULL,
	"network_id" integer,
	"name" text NOT NULL,
	"schain_asi" text NOT NULL,
	"integration_type" text NOT NULL,
	"duplicate_dp_connection" boolean DEFAULT false NOT NULL,
	"duplicated_from_id" integer,
	"notes" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"placement_cnt" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"integration_type" text NOT NULL,
	"endpoint_url" text,
	"vast_tag_url" text,
	"default_bid_floor" numeric(12, 2) DEFAULT 0 NOT NULL,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"network_id" integer,
	"type" text NOT NULL,
	"platform" text NOT NULL,
	"delivery_type" text NOT NULL,
	"bid_floor" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cpm" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_placements" ADD CONSTRAINT "connection_placements_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_placements" ADD CONSTRAINT "connection_placements_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_demand_partner_id_demand_partners_id_fk" FOREIGN KEY ("demand_partner_id") REFERENCES "public"."demand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_partners" ADD CONSTRAINT "demand_partners_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_placements_placement_idx" ON "connection_placements" USING btree ("placement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_partner_name_unique" ON "connections" USING btree ("demand_partner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "connections_network_idx" ON "connections" USING btree ("network_id","status");--> statement-breakpoint
CREATE INDEX "connections_created_on_idx" ON "connections" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "connections_name_idx" ON "connections" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "connections_dp_display_name_idx" ON "connections" USING btree (lower("dp_display_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "connections_placement_cnt_idx" ON "connections" USING btree ("placement_cnt","id");--> statement-breakpoint
CREATE INDEX "connections_schain_asi_idx" ON "connections" USING btree ("schain_asi" collate "C","id");--> statement-breakpoint
CREATE INDEX "connections_integration_type_idx" ON "connections" USING btree ("integration_type","id");--> statement-breakpoint
CREATE INDEX "connections_duplicate_idx" ON "connections" USING btree ("duplicate_dp_connection","id");--> statement-breakpoint
CREATE INDEX "connections_status_idx" ON "connections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "demand_partners_network_idx" ON "demand_partners" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "demand_partners_display_name_idx" ON "demand_partners" USING btree (lower("display_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "placements_name_idx" ON "placements" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "placements_publisher_idx" ON "placements" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "placements_network_idx" ON "placements" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "placements_status_idx" ON "placements" USING btree ("status","id");