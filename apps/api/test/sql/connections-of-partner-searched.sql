-- list page, statement 1
select (select count(*)::int from (select 1 from "connections" where ("connections"."status" in ($1, $2) and (("connections"."network_id" = $3 and "connections"."demand_partner_id" = $4) and lower("connections"."name") like lower($5))) limit $6) upto) as n;
-- params: ["ACTIVE","INACTIVE",3,7,"%ctv%",1001]

-- list page, statement 2
select id, rn from (select id, row_number() over (order by k desc, id desc)::int as rn
    from ((select "connections"."id" as id, lower("connections"."dp_display_name") collate "C" as k from "connections"
      where ("connections"."status" = $1 and (("connections"."network_id" = $2 and "connections"."demand_partner_id" = $3) and lower("connections"."name") like lower($4)))
      order by k desc, id desc limit $5) union all (select "connections"."id" as id, lower("connections"."dp_display_name") collate "C" as k from "connections"
      where ("connections"."status" = $6 and (("connections"."network_id" = $7 and "connections"."demand_partner_id" = $8) and lower("connections"."name") like lower($9)))
      order by k desc, id desc limit $10)) walked order by k desc, id desc limit $11) numbered
      where rn > $12 or rn % $13 = 1 order by rn;
-- params: ["ACTIVE",3,7,"%ctv%",5,"INACTIVE",3,7,"%ctv%",5,5,0,1000]

-- status counts, statement 1
select status, count(*)::int as n from (select "connections"."status" as status from "connections"
      where (("connections"."network_id" = $1 and "connections"."demand_partner_id" = $2) and lower("connections"."name") like lower($3)) limit $4) upto group by status;
-- params: [3,7,"%ctv%",1001]

-- CSV export batch
select "connections"."id", "connections"."name", "connections"."demand_partner_id", "connections"."dp_display_name", "connections"."network_id", "networks"."name", "connections"."placement_cnt", "connections"."schain_asi", "connections"."integration_type", "connections"."duplicate_dp_connection", "connections"."duplicated_from_id", "connections"."created_on", "connections"."updated_on", "connections"."notes", "connections"."status", "connections"."version" from "connections" left join "networks" on "networks"."id" = "connections"."network_id" where (("connections"."network_id" = $1 and "connections"."demand_partner_id" = $2) and lower("connections"."name") like lower($3) and "connections"."status" in ($4, $5)) order by lower("connections"."dp_display_name") collate "C" desc, "connections"."id" desc limit $6;
-- params: [3,7,"%ctv%","ACTIVE","INACTIVE",500]
