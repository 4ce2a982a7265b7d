-- list page, statement 1
select id, rn from (select id, row_number() over (order by k desc, id desc)::int as rn
    from (select "connections"."id" as id, "connections"."created_on" as k from "connections"
      where "connections"."status" = $1
      order by k desc, id desc limit $2) walked order by k desc, id desc limit $3) numbered
      where rn > $4 or rn % $5 = 1 order by rn;
-- params: ["ACTIVE",10,10,0,1000]

-- CSV export batch
select "connections"."id", "connections"."name", "connections"."demand_partner_id", "connections"."dp_display_name", "connections"."network_id", "networks"."name", "connections"."placement_cnt", "connections"."schain_asi", "connections"."integration_type", "connections"."duplicate_dp_connection", "connections"."duplicated_from_id", "connections"."created_on", "connections"."updated_on", "connections"."notes", "connections"."status", "connections"."version" from "connections" left join "networks" on "networks"."id" = "connections"."network_id" where "connections"."status" in ($1) order by "connections"."created_on" desc, "connections"."id" desc limit $2;
-- params: ["ACTIVE",500]
