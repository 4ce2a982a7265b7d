CREATE TABLE "dp_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_partner_id" integer NOT NULL REFERENCES "demand_partners"("id"),
	"kind" text NOT NULL,
	"inventory_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"requested_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" date,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dp_approvals_item_unique" ON "dp_approvals" USING btree ("demand_partner_id","kind","inventory_id");
--> statement-breakpoint
CREATE INDEX "dp_approvals_inventory_idx" ON "dp_approvals" USING btree ("kind","inventory_id");
--> statement-breakpoint
CREATE INDEX "dp_approvals_waiting_idx" ON "dp_approvals" USING btree ("status","requested_on","id");
