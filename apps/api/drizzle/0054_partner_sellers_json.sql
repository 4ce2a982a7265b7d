CREATE TABLE "partner_sellers_json" (
	"demand_partner_id" integer PRIMARY KEY NOT NULL REFERENCES "demand_partners"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"account_id" text,
	"status" text NOT NULL,
	"reason" text,
	"fetched_at" timestamp with time zone,
	"sellers" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_sellers_json_status_check" CHECK ("status" IN ('QUEUED', 'FETCHED', 'UNREACHABLE', 'INVALID'))
);
