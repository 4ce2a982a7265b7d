-- page rows
select "connections"."id", "connections"."name", "connections"."demand_partner_id", "connections"."dp_display_name", "connections"."network_id", "networks"."name", "connections"."placement_cnt", "connections"."schain_asi", "connections"."integration_type", "connections"."duplicate_dp_connection", "connections"."duplicated_from_id", "connections"."created_on", "connections"."updated_on", "connections"."notes", "connections"."status", "connections"."version" from "connections" left join "networks" on "networks"."id" = "connections"."network_id" where ("connections"."network_id" in ($1, $2) and "connections"."status" in ($3)) order by "connections"."created_on" asc, "connections"."id" asc limit $4 offset $5;
-- params: [1,2,"ACTIVE",25,1000]

-- total
select coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" where ("demand_partners"."network_id" in ($1, $2) and "connection_status_counts"."status" in ($3));
-- params: [1,2,"ACTIVE"]

-- status counts
select "connection_status_counts"."status", coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" where "demand_partners"."network_id" in ($1, $2) group by "connection_status_counts"."status";
-- params: [1,2]
