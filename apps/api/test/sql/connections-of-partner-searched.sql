-- page rows
select "connections"."id", "connections"."name", "connections"."demand_partner_id", "connections"."dp_display_name", "connections"."network_id", "networks"."name", "connections"."placement_cnt", "connections"."schain_asi", "connections"."integration_type", "connections"."duplicate_dp_connection", "connections"."duplicated_from_id", "connections"."created_on", "connections"."updated_on", "connections"."notes", "connections"."status", "connections"."version" from "connections" left join "networks" on "networks"."id" = "connections"."network_id" where (("connections"."network_id" = $1 and "connections"."demand_partner_id" = $2 and lower("connections"."name") like lower($3)) and "connections"."status" in ($4, $5)) order by lower("connections"."dp_display_name") collate "C" desc, "connections"."id" desc limit $6;
-- params: [3,7,"%ctv%","ACTIVE","INACTIVE",10]

-- total
select count(*) from "connections" where (("connections"."network_id" = $1 and "connections"."demand_partner_id" = $2 and lower("connections"."name") like lower($3)) and "connections"."status" in ($4, $5));
-- params: [3,7,"%ctv%","ACTIVE","INACTIVE"]

-- status counts
select "status", count(*) from "connections" where ("connections"."network_id" = $1 and "connections"."demand_partner_id" = $2 and lower("connections"."name") like lower($3)) group by "connections"."status";
-- params: [3,7,"%ctv%"]
