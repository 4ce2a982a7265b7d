CREATE TABLE "supply_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"publication_status" text DEFAULT 'DRAFT' NOT NULL,
	"tier" text DEFAULT 'STANDARD' NOT NULL,
	"floor_cpm" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"selection_scope" text DEFAULT 'SELECTED' NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"targeting_set_id" integer REFERENCES "targeting_sets"("id"),
	"description" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "supply_packages_network_name_unique" ON "supply_packages" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "supply_packages_network_idx" ON "supply_packages" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "supply_packages_list_name_idx" ON "supply_packages" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "supply_packages_list_tier_idx" ON "supply_packages" USING btree ("status","tier","id","network_id");
--> statement-breakpoint
CREATE INDEX "supply_packages_list_floor_cpm_idx" ON "supply_packages" USING btree ("status","floor_cpm","id","network_id");
--> statement-breakpoint
CREATE INDEX "supply_packages_list_publication_status_idx" ON "supply_packages" USING btree ("status","publication_status","id","network_id");
--> statement-breakpoint
CREATE INDEX "supply_packages_list_created_on_idx" ON "supply_packages" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE TABLE "supply_package_placements" (
	"package_id" integer NOT NULL REFERENCES "supply_packages"("id") ON DELETE cascade,
	"placement_id" integer NOT NULL REFERENCES "placements"("id"),
	CONSTRAINT "supply_package_placements_package_id_placement_id_pk" PRIMARY KEY("package_id","placement_id")
);
--> statement-breakpoint
CREATE INDEX "supply_package_placements_placement_idx" ON "supply_package_placements" USING btree ("placement_id");
--> statement-breakpoint
CREATE TABLE "supply_package_shares" (
	"package_id" integer NOT NULL REFERENCES "supply_packages"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id"),
	CONSTRAINT "supply_package_shares_package_id_network_id_pk" PRIMARY KEY("package_id","network_id")
);
--> statement-breakpoint
CREATE INDEX "supply_package_shares_network_idx" ON "supply_package_shares" USING btree ("network_id");
--> statement-breakpoint
CREATE TABLE "marketplace_routing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_routing_plans_network_unique" ON "marketplace_routing_plans" USING btree (coalesce("network_id", 0));
