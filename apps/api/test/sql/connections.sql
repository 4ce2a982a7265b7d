-- page rows
select "connections"."id", "connections"."name", "connections"."demand_partner_id", "connections"."dp_display_name", "connections"."network_id", "networks"."name", "connections"."placement_cnt", "connections"."schain_asi", "connections"."integration_type", "connections"."duplicate_dp_connection", "connections"."duplicated_from_id", "connections"."created_on", "connections"."updated_on", "connections"."notes", "connections"."status", "connections"."version" from "connections" left join "networks" on "networks"."id" = "connections"."network_id" where "connections"."status" in ($1) order by "connections"."created_on" desc, "connections"."id" desc limit $2;
-- params: ["ACTIVE",10]

-- total
select coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" where "connection_status_counts"."status" in ($1);
-- params: ["ACTIVE"]

-- status counts
select "connection_status_counts"."status", coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" group by "connection_status_counts"."status";
-- params: []
