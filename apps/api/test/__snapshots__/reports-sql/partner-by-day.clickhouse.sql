SELECT formatDateTime(day, '%Y-%m-%d') AS d_day,
       demand_partner_id AS d_demandPartner,
       (toFloat64(coalesce(sum(toInt64(round(c_revenue * 1000000))), 0)) / 1000000) AS m_revenue,
       (coalesce(toFloat64(sum(c_ad_impressions)), 0) / nullIf(coalesce(toFloat64(sum(c_ad_requests)), 0), 0)) AS m_fillRate,
       (toFloat64((((coalesce(sum(toInt64(round(c_revenue * 1000000))), 0) - coalesce(sum(toInt64(round(c_pub_revenue * 1000000))), 0)) + coalesce(sum(toInt64(round(c_saas_fee * 1000000))), 0)) - coalesce(sum(toInt64(round(c_platform_cost * 1000000))), 0))) / 1000000) AS m_profit,
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