-- page (one statement)
select "demand_partners"."id", "demand_partners"."display_name", "demand_partners"."status", "demand_partners"."network_id", "networks"."name", "demand_partners"."integration_type", "demand_partners"."endpoint_url", "demand_partners"."vast_tag_url", "demand_partners"."default_bid_floor", "demand_partners"."notes", "demand_partners"."connection_count", "demand_partners"."discrepancy_threshold_pct", "demand_partners"."discrepancy_flagged_on", "demand_partners"."created_on", "demand_partners"."updated_on", "demand_partners"."version" from "demand_partners" left join "networks" on "networks"."id" = "demand_partners"."network_id" where (("demand_partners"."network_id" = $1 and lower("demand_partners"."display_name") like lower($2)) and "demand_partners"."status" in ($3)) order by "demand_partners"."connection_count" asc, "demand_partners"."id" asc limit $4;
-- params: [3,"%atlas%","ACTIVE",10]

-- total
select (select count(*)::int from (select 1 from "demand_partners" where ("demand_partners"."status" in ($1) and ("demand_partners"."network_id" = $2 and lower("demand_partners"."display_name") like lower($3))) limit $4) upto) as n;
-- params: ["ACTIVE",3,"%atlas%",1001]

-- status counts
select status, count(*)::int as n from (select "demand_partners"."status" as status from "demand_partners"
      where ("demand_partners"."network_id" = $1 and lower("demand_partners"."display_name") like lower($2)) limit $3) upto group by status;
-- params: [3,"%atlas%",1001]
