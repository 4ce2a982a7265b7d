-- page (one statement)
select "demand_partners"."id", "demand_partners"."display_name", "demand_partners"."status", "demand_partners"."network_id", "networks"."name", "demand_partners"."integration_type", "demand_partners"."endpoint_url", "demand_partners"."vast_tag_url", "demand_partners"."default_bid_floor", "demand_partners"."notes", "demand_partners"."connection_count", "demand_partners"."discrepancy_threshold_pct", "demand_partners"."discrepancy_flagged_on", "demand_partners"."created_on", "demand_partners"."updated_on", "demand_partners"."version" from "demand_partners" left join "networks" on "networks"."id" = "demand_partners"."network_id" where "demand_partners"."status" in ($1) order by lower("demand_partners"."display_name") collate "C" asc, "demand_partners"."id" asc limit $2;
-- params: ["ACTIVE",10]

-- total
select (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" in ($1) limit $2) upto) as n;
-- params: ["ACTIVE",10001]

-- status counts
select $1::text as status, (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" = $2 limit $3) upto) as n union all select $4::text as status, (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" = $5 limit $6) upto) as n union all select $7::text as status, (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" = $8 limit $9) upto) as n;
-- params: ["ACTIVE","ACTIVE",10001,"INACTIVE","INACTIVE",10001,"ARCHIVED","ARCHIVED",10001]
