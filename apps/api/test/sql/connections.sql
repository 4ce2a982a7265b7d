-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k desc, id desc)::int as rn
    from (select "connections"."id" as id, "connections"."created_on" as k from "connections"
      where "connections"."status" = $1
      order by k desc, id desc limit $2) walked order by k desc, id desc limit $3) numbered
    where rn > $4 or rn % $5 = 1 order by rn;
-- params: ["ACTIVE",10,10,0,1000]

-- total
select coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" where "connection_status_counts"."status" in ($1);
-- params: ["ACTIVE"]

-- status counts
select "connection_status_counts"."status", coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" group by "connection_status_counts"."status";
-- params: []
