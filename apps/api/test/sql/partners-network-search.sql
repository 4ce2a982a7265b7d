-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k asc, id asc)::int as rn
    from (select "demand_partners"."id" as id, "demand_partners"."connection_count" as k from "demand_partners"
      where ("demand_partners"."status" = $1 and ("demand_partners"."network_id" = $2 and lower("demand_partners"."display_name") like lower($3)))
      order by k asc, id asc limit $4) walked order by k asc, id asc limit $5) numbered
    where rn > $6 or rn % $7 = 1 order by rn;
-- params: ["ACTIVE",3,"%atlas%",10,10,0,1000]

-- total
select (select count(*)::int from (select 1 from "demand_partners" where ("demand_partners"."status" in ($1) and ("demand_partners"."network_id" = $2 and lower("demand_partners"."display_name") like lower($3))) limit $4) upto) as n;
-- params: ["ACTIVE",3,"%atlas%",1001]

-- status counts
select status, count(*)::int as n from (select "demand_partners"."status" as status from "demand_partners"
      where ("demand_partners"."network_id" = $1 and lower("demand_partners"."display_name") like lower($2)) limit $3) upto group by status;
-- params: [3,"%atlas%",1001]
