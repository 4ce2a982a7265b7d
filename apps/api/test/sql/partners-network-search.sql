-- page rows
select "demand_partners"."id", "demand_partners"."display_name", "demand_partners"."status", "demand_partners"."network_id", "networks"."name", "demand_partners"."integration_type", "demand_partners"."endpoint_url", "demand_partners"."vast_tag_url", "demand_partners"."default_bid_floor", "demand_partners"."notes", (select coalesce(sum("connection_status_counts"."n"), 0)
  from "connection_status_counts" where "connection_status_counts"."demand_partner_id" = "demand_partners"."id"), "demand_partners"."created_on", "demand_partners"."updated_on", "demand_partners"."version" from "demand_partners" left join "networks" on "networks"."id" = "demand_partners"."network_id" where (("demand_partners"."network_id" = $1 and lower("demand_partners"."display_name") like lower($2)) and "demand_partners"."status" in ($3)) order by (select coalesce(sum("connection_status_counts"."n"), 0)
  from "connection_status_counts" where "connection_status_counts"."demand_partner_id" = "demand_partners"."id") asc, "demand_partners"."id" asc limit $4;
-- params: [3,"%atlas%","ACTIVE",10]

-- total
select count(*) from "demand_partners" where (("demand_partners"."network_id" = $1 and lower("demand_partners"."display_name") like lower($2)) and "demand_partners"."status" in ($3));
-- params: [3,"%atlas%","ACTIVE"]

-- status counts
select "status", count(*) from "demand_partners" where ("demand_partners"."network_id" = $1 and lower("demand_partners"."display_name") like lower($2)) group by "demand_partners"."status";
-- params: [3,"%atlas%"]
