SELECT strftime(day, '%Y-%m-%d') AS d_day,
       demand_partner_id AS d_demandPartner,
       coalesce(CAST(sum(revenue) AS DOUBLE), 0) AS m_revenue,
       (coalesce(CAST(sum(ad_impressions) AS DOUBLE), 0) / nullif(coalesce(CAST(sum(ad_requests) AS DOUBLE), 0), 0)) AS m_fillRate,
       (((coalesce(CAST(sum(revenue) AS DOUBLE), 0) - coalesce(CAST(sum(pub_revenue) AS DOUBLE), 0)) + coalesce(CAST(sum(saas_fee) AS DOUBLE), 0)) - coalesce(CAST(sum(platform_cost) AS DOUBLE), 0)) AS m_profit,
       count(*) OVER () AS total_rows
FROM ad_facts_daily_partner
WHERE day BETWEEN DATE '2026-10-24' AND DATE '2026-11-22'
GROUP BY d_day, d_demandPartner
ORDER BY m_revenue DESC NULLS LAST, d_day ASC, d_demandPartner ASC
LIMIT 100 OFFSET 0