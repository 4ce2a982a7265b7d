-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k desc, id desc)::int as rn
    from ((select "placements"."id" as id, lower("placements"."publisher_name") collate "C" as k from "placements"
      where ("placements"."status" = $1 and "placements"."network_id" = $2)
      order by k desc, id desc limit $3) union all (select "placements"."id" as id, lower("placements"."publisher_name") collate "C" as k from "placements"
      where ("placements"."status" = $4 and "placements"."network_id" = $5)
      order by k desc, id desc limit $6) union all (select "placements"."id" as id, lower("placements"."publisher_name") collate "C" as k from "placements"
      where ("placements"."status" = $7 and "placements"."network_id" = $8)
      order by k desc, id desc limit $9)) walked order by k desc, id desc limit $10) numbered
    where rn > $11 or rn % $12 = 1 order by rn;
-- params: ["ACTIVE",3,1025,"INACTIVE",3,1025,"ARCHIVED",3,1025,1025,1000,1000]

-- total
select (select count(*)::int from (select 1 from "placements" where ("placements"."status" in ($1, $2, $3) and "placements"."network_id" = $4) limit $5) upto) as n;
-- params: ["ACTIVE","INACTIVE","ARCHIVED",3,10001]

-- status counts
select $1::text as status, (select count(*)::int from (select 1 from "placements" where ("placements"."status" = $2 and "placements"."network_id" = $3) limit $4) upto) as n union all select $5::text as status, (select count(*)::int from (select 1 from "placements" where ("placements"."status" = $6 and "placements"."network_id" = $7) limit $8) upto) as n union all select $9::text as status, (select count(*)::int from (select 1 from "placements" where ("placements"."status" = $10 and "placements"."network_id" = $11) limit $12) upto) as n;
-- params: ["ACTIVE","ACTIVE",3,10001,"INACTIVE","INACTIVE",3,10001,"ARCHIVED","ARCHIVED",3,10001]
