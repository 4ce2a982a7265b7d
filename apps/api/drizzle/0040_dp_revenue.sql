ALTER TABLE "demand_partners" ADD COLUMN "discrepancy_threshold_pct" numeric(5, 2) DEFAULT 10 NOT NULL;
--> statement-breakpoint
ALTER TABLE "demand_partners" ADD COLUMN "discrepancy_flagged_on" date;
--> statement-breakpoint
CREATE TABLE "dp_supported_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_partner_id" integer NOT NULL REFERENCES "demand_partners"("id"),
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dp_supported_imports_partner_name_unique" ON "dp_supported_imports" USING btree ("demand_partner_id",lower("name"));
--> statement-breakpoint
CREATE TABLE "dp_revenue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_partner_id" integer NOT NULL REFERENCES "demand_partners"("id"),
	"supported_import_id" integer NOT NULL REFERENCES "dp_supported_imports"("id"),
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"file_base64" text,
	"status" text DEFAULT 'READING' NOT NULL,
	"failure" text,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_on" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dp_revenue_imports_partner_hash_unique" ON "dp_revenue_imports" USING btree ("demand_partner_id","content_hash");
--> statement-breakpoint
CREATE TABLE "dp_revenue" (
	"demand_partner_id" integer NOT NULL REFERENCES "demand_partners"("id"),
	"day" date NOT NULL,
	"publisher_id" integer DEFAULT 0 NOT NULL,
	"impressions" bigint NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"import_id" integer NOT NULL REFERENCES "dp_revenue_imports"("id"),
	CONSTRAINT "dp_revenue_pk" PRIMARY KEY("demand_partner_id","day","publisher_id")
);
--> statement-breakpoint
CREATE INDEX "dp_revenue_day_idx" ON "dp_revenue" USING btree ("day","demand_partner_id");
--> statement-breakpoint
CREATE TABLE "dp_partner_followers" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"demand_partner_id" integer NOT NULL REFERENCES "demand_partners"("id") ON DELETE CASCADE,
	CONSTRAINT "dp_partner_followers_pk" PRIMARY KEY("demand_partner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dp_discrepancy_alerts" (
	"demand_partner_id" integer NOT NULL REFERENCES "demand_partners"("id"),
	"day" date NOT NULL,
	"mailed_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dp_discrepancy_alerts_pk" PRIMARY KEY("demand_partner_id","day")
);
