CREATE TABLE "connection_status_counts" (
	"demand_partner_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "connection_status_counts_demand_partner_id_status_pk" PRIMARY KEY("demand_partner_id","status")
);
--> statement-breakpoint
DROP INDEX "connections_schain_asi_idx";--> statement-breakpoint
ALTER TABLE "connection_status_counts" ADD CONSTRAINT "connection_status_counts_demand_partner_id_demand_partners_id_fk" FOREIGN KEY ("demand_partner_id") REFERENCES "public"."demand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connections_schain_asi_idx" ON "connections" USING btree (lower("schain_asi") collate "C","id");--> statement-breakpoint
INSERT INTO "connection_status_counts" ("demand_partner_id", "status", "n")
SELECT "demand_partner_id", "status", count(*) FROM "connections" GROUP BY 1, 2;--> statement-breakpoint
-- Statement-level triggers: one grouped upsert per statement, however many connections it writes.
CREATE FUNCTION connection_status_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO connection_status_counts AS c (demand_partner_id, status, n)
    SELECT demand_partner_id, status, count(*) FROM added GROUP BY 1, 2
    ON CONFLICT (demand_partner_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE connection_status_counts c SET n = c.n - r.n
    FROM (SELECT demand_partner_id, status, count(*) AS n FROM removed GROUP BY 1, 2) r
    WHERE c.demand_partner_id = r.demand_partner_id AND c.status = r.status;
  ELSE
    INSERT INTO connection_status_counts AS c (demand_partner_id, status, n)
    SELECT demand_partner_id, status, sum(d) FROM (
      SELECT demand_partner_id, status, -1 AS d FROM removed
      UNION ALL SELECT demand_partner_id, status, 1 FROM added) moved
    GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (demand_partner_id, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER connections_counts_insert AFTER INSERT ON connections REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION connection_status_counts_sync();--> statement-breakpoint
CREATE TRIGGER connections_counts_update AFTER UPDATE ON connections REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION connection_status_counts_sync();--> statement-breakpoint
CREATE TRIGGER connections_counts_delete AFTER DELETE ON connections REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION connection_status_counts_sync();
