-- The connections' name walk holds the name itself, as the placements' does (0022): a name search
-- that tests each entry, and a short term's count from the first entries in scope, then read no
-- table row.
DROP INDEX "connections_list_name_idx";--> statement-breakpoint
CREATE INDEX "connections_list_name_idx" ON "connections" USING btree ("status",lower("name") collate "C","id","network_id","demand_partner_id","name");
