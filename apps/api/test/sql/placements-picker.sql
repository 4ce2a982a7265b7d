-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k asc, id asc)::int as rn
    from ((select "placements"."id" as id, lower("placements"."name") collate "C" as k from "placements"
      where ("placements"."status" = $1 and (("placements"."publisher_id" in ($2, $3) and "placements"."id" in ($4, $5, $6)) and lower("placements"."name") like lower($7)))
      order by k asc, id asc limit $8) union all (select "placements"."id" as id, lower("placements"."name") collate "C" as k from "placements"
      where ("placements"."status" = $9 and (("placements"."publisher_id" in ($10, $11) and "placements"."id" in ($12, $13, $14)) and lower("placements"."name") like lower($15)))
      order by k asc, id asc limit $16) union all (select "placements"."id" as id, lower("placements"."name") collate "C" as k from "placements"
      where ("placements"."status" = $17 and (("placements"."publisher_id" in ($18, $19) and "placements"."id" in ($20, $21, $22)) and lower("placements"."name") like lower($23)))
      order by k asc, id asc limit $24)) walked order by k asc, id asc limit $25) numbered
    where rn > $26 or rn % $27 = 1 order by rn;
-- params: ["ACTIVE",5,6,1,2,3,"%news%",10,"INACTIVE",5,6,1,2,3,"%news%",10,"ARCHIVED",5,6,1,2,3,"%news%",10,10,0,1000]

-- total
select (select count(*)::int from (select 1 from "placements" where ("placements"."status" in ($1, $2, $3) and (("placements"."publisher_id" in ($4, $5) and "placements"."id" in ($6, $7, $8)) and lower("placements"."name") like lower($9))) limit $10) upto) as n;
-- params: ["ACTIVE","INACTIVE","ARCHIVED",5,6,1,2,3,"%news%",1001]

-- status counts
select status, count(*)::int as n from (select "placements"."status" as status from "placements"
      where (("placements"."publisher_id" in ($1, $2) and "placements"."id" in ($3, $4, $5)) and lower("placements"."name") like lower($6)) limit $7) upto group by status;
-- params: [5,6,1,2,3,"%news%",1001]
