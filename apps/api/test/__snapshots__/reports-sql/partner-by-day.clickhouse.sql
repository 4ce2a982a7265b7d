SELECT formatDateTime(day, '%Y-%m-%d') AS d_day,
       demand_partner_id AS d_demandPartner,
       coalesce(toFloat64(sum(c_revenue)), 0) AS m_revenue,
       (coalesce(toFloat64(sum(c_ad_impressions)), 0) / nullIf(coalesce(toFloat64(sum(c_ad_requests)), 0), 0)) AS m_fillRate,
       (((coalesce(toFloat64(sum(c_revenue)), 0) - coalesce(toFloat64(sum(c_pub_revenue)), 0)) + coalesce(toFloat64(sum(c_saas_fee)), 0)) - coalesce(toFloat64(sum(c_platform_cost)), 0)) AS m_profit,
       toUInt32(count() OVER ()) AS total_rows
FROM (
SELECT day, demand_partner_id, sum(revenue) AS c_revenue, sum(ad_impressions) AS c_ad_impressions, sum(ad_requests) AS c_ad_requests, sum(pub_revenue) AS c_pub_revenue, sum(saas_fee) AS c_saas_fee, sum(platform_cost) AS c_platform_cost
FROM ad_facts_daily_partner
WHERE day BETWEEN toDate('2026-10-24') AND toDate('2026-11-22')
GROUP BY day, demand_partner_id
) AS ad_facts_daily_partner
GROUP BY d_day, d_demandPartner
ORDER BY m_revenue DESC NULLS LAST, d_day ASC, d_demandPartner ASC
LIMIT 100 OFFSET 0