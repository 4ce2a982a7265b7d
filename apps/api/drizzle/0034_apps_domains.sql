-- Apps and domains: a publisher's inventory that ad requests name by bundle id or by domain.
-- Each row keeps its publisher's name and network (sort key and tenancy on the row, see 0022), set
-- on insert and on reassignment and rewritten when the publisher is renamed or moves network.
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bundle_id" text NOT NULL,
	"store" text NOT NULL,
	"store_id" text,
	"store_url" text,
	"platform" text NOT NULL,
	"device_type" integer,
	"developer_url" text,
	"publisher_id" integer NOT NULL REFERENCES "publishers"("id"),
	"publisher_name" text DEFAULT '' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "apps_publisher_bundle_unique" ON "apps" USING btree ("publisher_id","bundle_id");--> statement-breakpoint
CREATE INDEX "apps_bundle_idx" ON "apps" USING btree ("bundle_id");--> statement-breakpoint
CREATE INDEX "apps_network_idx" ON "apps" USING btree ("network_id","status");--> statement-breakpoint
CREATE INDEX "apps_list_name_idx" ON "apps" USING btree ("status",lower("name") collate "C","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "apps_list_bundle_id_idx" ON "apps" USING btree ("status",lower("bundle_id") collate "C","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "apps_list_publisher_idx" ON "apps" USING btree ("status",lower("publisher_name") collate "C","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "apps_list_store_idx" ON "apps" USING btree ("status","store","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "apps_list_platform_idx" ON "apps" USING btree ("status","platform","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "apps_list_created_on_idx" ON "apps" USING btree ("status","created_on","id","network_id","publisher_id");--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"publisher_id" integer NOT NULL REFERENCES "publishers"("id"),
	"publisher_name" text DEFAULT '' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "domains_publisher_url_unique" ON "domains" USING btree ("publisher_id","url");--> statement-breakpoint
CREATE INDEX "domains_network_idx" ON "domains" USING btree ("network_id","status");--> statement-breakpoint
CREATE INDEX "domains_list_url_idx" ON "domains" USING btree ("status",lower("url") collate "C","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "domains_list_publisher_idx" ON "domains" USING btree ("status",lower("publisher_name") collate "C","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "domains_list_created_on_idx" ON "domains" USING btree ("status","created_on","id","network_id","publisher_id");--> statement-breakpoint
-- Bundles seen in ad requests that no publisher has claimed: filled by the traffic that names them,
-- claimed (claimed_app_id) when a publisher adds the bundle as its app.
CREATE TABLE "exchange_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"store" text,
	"platform" text,
	"requests" bigint DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_app_id" integer REFERENCES "apps"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_apps_bundle_unique" ON "exchange_apps" USING btree ("bundle_id");--> statement-breakpoint
CREATE INDEX "exchange_apps_unclaimed_idx" ON "exchange_apps" USING btree ("last_seen","id") WHERE "claimed_app_id" IS NULL;--> statement-breakpoint
CREATE FUNCTION inventory_publisher_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name, network_id INTO NEW.publisher_name, NEW.network_id FROM publishers WHERE id = NEW.publisher_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER apps_publisher_copy BEFORE INSERT OR UPDATE OF publisher_id ON apps
  FOR EACH ROW EXECUTE FUNCTION inventory_publisher_copy();--> statement-breakpoint
CREATE TRIGGER domains_publisher_copy BEFORE INSERT OR UPDATE OF publisher_id ON domains
  FOR EACH ROW EXECUTE FUNCTION inventory_publisher_copy();--> statement-breakpoint
CREATE FUNCTION publishers_to_inventory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE apps SET publisher_name = NEW.name, network_id = NEW.network_id WHERE publisher_id = NEW.id;
  UPDATE domains SET publisher_name = NEW.name, network_id = NEW.network_id WHERE publisher_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER publishers_to_inventory AFTER UPDATE OF name, network_id ON publishers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.network_id IS DISTINCT FROM NEW.network_id)
  EXECUTE FUNCTION publishers_to_inventory();
