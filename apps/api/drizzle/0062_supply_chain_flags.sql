CREATE TABLE "supply_chain_flags" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"stale_since" timestamp with time zone,
	CONSTRAINT "supply_chain_flags_pkey" PRIMARY KEY ("subject_kind", "subject_id"),
	CONSTRAINT "supply_chain_flags_kind_check" CHECK ("subject_kind" IN ('PARTNER', 'PUBLISHER'))
);
--> statement-breakpoint
CREATE INDEX "supply_chain_flags_flagged" ON "supply_chain_flags" ("subject_kind", "subject_id") WHERE "mismatches" > 0;
--> statement-breakpoint
CREATE INDEX "supply_chain_flags_stale" ON "supply_chain_flags" ("stale_since") WHERE "stale_since" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "supply_chain_flags" ("subject_kind", "subject_id", "stale_since")
SELECT DISTINCT 'PUBLISHER', p."publisher_id", now()
FROM "connections" c
JOIN "connection_placements" cp ON cp."connection_id" = c."id"
JOIN "placements" p ON p."id" = cp."placement_id"
UNION
SELECT DISTINCT 'PARTNER', c."demand_partner_id", now()
FROM "connections" c
JOIN "connection_placements" cp ON cp."connection_id" = c."id"
UNION
SELECT 'PARTNER', "demand_partner_id", now() FROM "partner_sellers_json";
