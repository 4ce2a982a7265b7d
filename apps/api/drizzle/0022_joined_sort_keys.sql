-- Sort keys that lived on another table are kept on the row, so every page of a list sorted by them
-- is a walk of one (status, key, id, ...) index with the anchor seeks, not a join sorted in full.
-- Placements keep their publisher's name: set from the publisher on insert and on reassignment, and
-- rewritten when the publisher is renamed, by triggers (in the same transaction as the write).
ALTER TABLE "placements" ADD COLUMN "publisher_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "placements" p SET "publisher_name" = pub."name" FROM "publishers" pub WHERE pub."id" = p."publisher_id";--> statement-breakpoint
CREATE FUNCTION placements_publisher_name_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name INTO NEW.publisher_name FROM publishers WHERE id = NEW.publisher_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- An insert that gives the name (a bulk seed joining the publishers) is taken as it is.
CREATE TRIGGER placements_publisher_name_insert BEFORE INSERT ON placements
  FOR EACH ROW WHEN (NEW.publisher_name = '') EXECUTE FUNCTION placements_publisher_name_set();--> statement-breakpoint
CREATE TRIGGER placements_publisher_name_update BEFORE UPDATE OF publisher_id ON placements
  FOR EACH ROW WHEN (OLD.publisher_id IS DISTINCT FROM NEW.publisher_id) EXECUTE FUNCTION placements_publisher_name_set();--> statement-breakpoint
CREATE FUNCTION publishers_name_to_placements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE placements SET publisher_name = NEW.name WHERE publisher_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER publishers_name_to_placements AFTER UPDATE OF name ON publishers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION publishers_name_to_placements();--> statement-breakpoint
CREATE INDEX "placements_list_publisher_idx" ON "placements" USING btree ("status",lower("publisher_name") collate "C","id","network_id","publisher_id");--> statement-breakpoint
-- A name search walks the name index in list order and tests each entry's name: with the name in
-- the index that walk reads no table row.
DROP INDEX "placements_list_name_idx";--> statement-breakpoint
CREATE INDEX "placements_list_name_idx" ON "placements" USING btree ("status",lower("name") collate "C","id","network_id","publisher_id","name");--> statement-breakpoint
-- Partners keep their number of connections, next to the per-status counts the same trigger keeps.
ALTER TABLE "demand_partners" ADD COLUMN "connection_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "demand_partners" p SET "connection_count" = c.n
  FROM (SELECT demand_partner_id, sum(n)::int AS n FROM connection_status_counts GROUP BY 1) c
  WHERE c.demand_partner_id = p.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION connection_status_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO connection_status_counts AS c (demand_partner_id, status, n)
    SELECT demand_partner_id, status, count(*) FROM added GROUP BY 1, 2
    ON CONFLICT (demand_partner_id, status) DO UPDATE SET n = c.n + excluded.n;
    UPDATE demand_partners p SET connection_count = p.connection_count + a.n
    FROM (SELECT demand_partner_id, count(*) AS n FROM added GROUP BY 1) a WHERE p.id = a.demand_partner_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE connection_status_counts c SET n = c.n - r.n
    FROM (SELECT demand_partner_id, status, count(*) AS n FROM removed GROUP BY 1, 2) r
    WHERE c.demand_partner_id = r.demand_partner_id AND c.status = r.status;
    UPDATE demand_partners p SET connection_count = p.connection_count - r.n
    FROM (SELECT demand_partner_id, count(*) AS n FROM removed GROUP BY 1) r WHERE p.id = r.demand_partner_id;
  ELSE
    INSERT INTO connection_status_counts AS c (demand_partner_id, status, n)
    SELECT demand_partner_id, status, sum(d) FROM (
      SELECT demand_partner_id, status, -1 AS d FROM removed
      UNION ALL SELECT demand_partner_id, status, 1 FROM added) moved
    GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (demand_partner_id, status) DO UPDATE SET n = c.n + excluded.n;
    -- Only a connection moved to another partner changes a partner's total (a status change does not),
    -- so an ordinary edit locks no partner row.
    UPDATE demand_partners p SET connection_count = p.connection_count + m.d
    FROM (SELECT demand_partner_id, sum(d) AS d FROM (
      SELECT demand_partner_id, -1 AS d FROM removed
      UNION ALL SELECT demand_partner_id, 1 FROM added) moved
      GROUP BY 1 HAVING sum(d) <> 0) m
    WHERE p.id = m.demand_partner_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE INDEX "demand_partners_list_connection_count_idx" ON "demand_partners" USING btree ("status","connection_count","id","network_id");
