-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k desc, id desc)::int as rn
    from ((select "connections"."id" as id, lower("connections"."dp_display_name") collate "C" as k from "connections"
      where ("connections"."status" = $1 and (("connections"."network_id" = $2 and "connections"."demand_partner_id" = $3) and lower("connections"."name") like lower($4)))
      order by k desc, id desc limit $5) union all (select "connections"."id" as id, lower("connections"."dp_display_name") collate "C" as k from "connections"
      where ("connections"."status" = $6 and (("connections"."network_id" = $7 and "connections"."demand_partner_id" = $8) and lower("connections"."name") like lower($9)))
      order by k desc, id desc limit $10)) walked order by k desc, id desc limit $11) numbered
    where rn > $12 or rn % $13 = 1 order by rn;
-- params: ["ACTIVE",3,7,"%ctv%",10,"INACTIVE",3,7,"%ctv%",10,10,0,1000]

-- total
select (select count(*)::int from (select 1 from "connections" where ("connections"."status" in ($1, $2) and (("connections"."network_id" = $3 and "connections"."demand_partner_id" = $4) and lower("connections"."name") like lower($5))) limit $6) upto) as n;
-- params: ["ACTIVE","INACTIVE",3,7,"%ctv%",1001]

-- status counts
select status, count(*)::int as n from (select "connections"."status" as status from "connections"
      where (("connections"."network_id" = $1 and "connections"."demand_partner_id" = $2) and lower("connections"."name") like lower($3)) limit $4) upto group by status;
-- params: [3,7,"%ctv%",1001]
