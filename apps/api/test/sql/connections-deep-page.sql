-- page ids (list reader walk)
select id, rn from (select id, row_number() over (order by k asc, id asc)::int as rn
    from (select "connections"."id" as id, "connections"."created_on" as k from "connections"
      where ("connections"."status" = $1 and "connections"."network_id" in ($2, $3))
      order by k asc, id asc limit $4) walked order by k asc, id asc limit $5) numbered
    where rn > $6 or rn % $7 = 1 order by rn;
-- params: ["ACTIVE",1,2,1025,1025,1000,1000]

-- total
select coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" where ("demand_partners"."network_id" in ($1, $2) and "connection_status_counts"."status" in ($3));
-- params: [1,2,"ACTIVE"]

-- status counts
select "connection_status_counts"."status", coalesce(sum("connection_status_counts"."n"), 0) from "connection_status_counts" inner join "demand_partners" on "demand_partners"."id" = "connection_status_counts"."demand_partner_id" where "demand_partners"."network_id" in ($1, $2) group by "connection_status_counts"."status";
-- params: [1,2]
