SELECT strftime(day, '%Y-%m-%d') AS d_day,
       demand_partner_id AS d_demandPartner,
       (CAST(coalesce(sum(CAST(round(c_revenue * 1000000) AS BIGINT)), 0) AS DOUBLE) / 1000000) AS m_revenue,
       (coalesce(CAST(sum(c_ad_impressions) AS DOUBLE), 0) / nullif(coalesce(CAST(sum(c_ad_requests) AS DOUBLE), 0), 0)) AS m_fillRate,
       (CAST((((coalesce(sum(CAST(round(c_revenue * 1000000) AS BIGINT)), 0) - coalesce(sum(CAST(round(c_pub_revenue * 1000000) AS BIGINT)), 0)) + coalesce(sum(CAST(round(c_saas_fee * 1000000) AS BIGINT)), 0)) - coalesce(sum(CAST(round(c_platform_cost * 1000000) AS BIGINT)), 0)) AS DOUBLE) / 1000000) AS m_profit,
       count(*) OVER () AS total_rows
FROM (
SELECT day, demand_partner_id, sum(revenue) AS c_revenue, sum(ad_impressions) AS c_ad_impressions, sum(ad_requests) AS c_ad_requests, sum(pub_revenue) AS c_pub_revenue, sum(saas_fee) AS c_saas_fee, sum(platform_cost) AS c_platform_cost
FROM ad_facts_daily_partner
WHERE day BETWEEN DATE '2026-10-24' AND DATE '2026-11-22'
GROUP BY day, demand_partner_id
) AS ad_facts_daily_partner
GROUP BY d_day, d_demandPartner
ORDER BY m_revenue DESC NULLS LAST, d_day ASC, d_demandPartner ASC
LIMIT 100 OFFSET 0