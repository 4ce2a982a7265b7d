CREATE INDEX "placements_list_name_idx" ON "placements" USING btree ("status",lower("name") collate "C","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "placements_list_delivery_type_idx" ON "placements" USING btree ("status","delivery_type","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "placements_list_bid_floor_idx" ON "placements" USING btree ("status","bid_floor","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "placements_list_cpm_idx" ON "placements" USING btree ("status","cpm","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "placements_list_type_idx" ON "placements" USING btree ("status","type","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "placements_list_platform_idx" ON "placements" USING btree ("status","platform","id","network_id","publisher_id");--> statement-breakpoint
CREATE INDEX "placements_list_created_on_idx" ON "placements" USING btree ("status","created_on","id","network_id","publisher_id");