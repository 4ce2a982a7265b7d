-- list page, statement 1
select (select count(*)::int from (select 1 from "placements" where ("placements"."status" in ($1, $2, $3) and (("placements"."publisher_id" in ($4, $5) and "placements"."id" in ($6, $7, $8)) and lower("placements"."name") like lower($9))) limit $10) upto) as n;
-- params: ["ACTIVE","INACTIVE","ARCHIVED",5,6,1,2,3,"%news%",1001]

-- status counts, statement 1
select status, count(*)::int as n from (select "placements"."status" as status from "placements"
      where (("placements"."publisher_id" in ($1, $2) and "placements"."id" in ($3, $4, $5)) and lower("placements"."name") like lower($6)) limit $7) upto group by status;
-- params: [5,6,1,2,3,"%news%",1001]

-- CSV export batch
select "placements"."id", "placements"."name", "placements"."status", "placements"."delivery_type", "placements"."bid_floor", "placements"."cpm", "placements"."publisher_id", "publishers"."name", "placements"."type", "placements"."platform", "placements"."network_id", "placements"."created_on", "placements"."updated_on", "placements"."version" from "placements" inner join "publishers" on "publishers"."id" = "placements"."publisher_id" where (("placements"."publisher_id" in ($1, $2) and "placements"."id" in ($3, $4, $5)) and lower("placements"."name") like lower($6)) order by lower("placements"."name") collate "C" asc, "placements"."id" asc limit $7;
-- params: [5,6,1,2,3,"%news%",500]
