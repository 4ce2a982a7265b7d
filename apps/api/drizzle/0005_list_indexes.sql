DROP INDEX "connections_created_on_idx";--> statement-breakpoint
DROP INDEX "connections_name_idx";--> statement-breakpoint
DROP INDEX "connections_dp_display_name_idx";--> statement-breakpoint
DROP INDEX "connections_placement_cnt_idx";--> statement-breakpoint
DROP INDEX "connections_schain_asi_idx";--> statement-breakpoint
DROP INDEX "connections_integration_type_idx";--> statement-breakpoint
DROP INDEX "connections_duplicate_idx";--> statement-breakpoint
CREATE INDEX "connections_list_created_on_idx" ON "connections" USING btree ("status","created_on","id","network_id","demand_partner_id");--> statement-breakpoint
CREATE INDEX "connections_list_name_idx" ON "connections" USING btree ("status",lower("name") collate "C","id","network_id","demand_partner_id");--> statement-breakpoint
CREATE INDEX "connections_list_dp_display_name_idx" ON "connections" USING btree ("status",lower("dp_display_name") collate "C","id","network_id","demand_partner_id");--> statement-breakpoint
CREATE INDEX "connections_list_placement_cnt_idx" ON "connections" USING btree ("status","placement_cnt","id","network_id","demand_partner_id");--> statement-breakpoint
CREATE INDEX "connections_list_schain_asi_idx" ON "connections" USING btree ("status",lower("schain_asi") collate "C","id","network_id","demand_partner_id");--> statement-breakpoint
CREATE INDEX "connections_list_integration_type_idx" ON "connections" USING btree ("status","integration_type","id","network_id","demand_partner_id");--> statement-breakpoint
CREATE INDEX "connections_list_duplicate_idx" ON "connections" USING btree ("status","duplicate_dp_connection","id","network_id","demand_partner_id");