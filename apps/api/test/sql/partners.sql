-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k asc, id asc)::int as rn
    from (select "demand_partners"."id" as id, lower("demand_partners"."display_name") collate "C" as k from "demand_partners"
      where "demand_partners"."status" = $1
      order by k asc, id asc limit $2) walked order by k asc, id asc limit $3) numbered
    where rn > $4 or rn % $5 = 1 order by rn;
-- params: ["ACTIVE",10,10,0,1000]

-- total
select (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" in ($1) limit $2) upto) as n;
-- params: ["ACTIVE",10001]

-- status counts
select $1::text as status, (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" = $2 limit $3) upto) as n union all select $4::text as status, (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" = $5 limit $6) upto) as n union all select $7::text as status, (select count(*)::int from (select 1 from "demand_partners" where "demand_partners"."status" = $8 limit $9) upto) as n;
-- params: ["ACTIVE","ACTIVE",10001,"INACTIVE","INACTIVE",10001,"ARCHIVED","ARCHIVED",10001]
