-- page rows
select "placements"."id", "placements"."name", "placements"."status", "placements"."delivery_type", "placements"."bid_floor", "placements"."cpm", "placements"."publisher_id", "publishers"."name", "placements"."type", "placements"."platform", "placements"."network_id", "placements"."created_on", "placements"."updated_on", "placements"."version" from "placements" inner join "publishers" on "publishers"."id" = "placements"."publisher_id" where ((lower("placements"."name") like lower($1) and "placements"."publisher_id" in ($2, $3)) and "placements"."id" in ($4, $5, $6)) order by lower("placements"."name") collate "C" asc, "placements"."id" asc limit $7;
-- params: ["%news%",5,6,1,2,3,10]

-- total
select count(*) from "placements" where ((lower("placements"."name") like lower($1) and "placements"."publisher_id" in ($2, $3)) and "placements"."id" in ($4, $5, $6));
-- params: ["%news%",5,6,1,2,3]

-- status counts
select "status", count(*) from "placements" where (lower("placements"."name") like lower($1) and "placements"."publisher_id" in ($2, $3)) group by "placements"."status";
-- params: ["%news%",5,6]
