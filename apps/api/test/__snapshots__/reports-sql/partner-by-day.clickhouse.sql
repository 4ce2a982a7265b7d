SELECT formatDateTime(day, '%Y-%m-%d') AS d_day,
       demand_partner_id AS d_demandPartner,
       coalesce(toFloat64(sum(revenue)), 0) AS m_revenue,
       (coalesce(toFloat64(sum(ad_impressions)), 0) / nullIf(coalesce(toFloat64(sum(ad_requests)), 0), 0)) AS m_fillRate,
       (((coalesce(toFloat64(sum(revenue)), 0) - coalesce(toFloat64(sum(pub_revenue)), 0)) + coalesce(toFloat64(sum(saas_fee)), 0)) - coalesce(toFloat64(sum(platform_cost)), 0)) AS m_profit,
       toUInt32(count() OVER ()) AS total_rows
FROM ad_facts_daily_partner
WHERE day BETWEEN toDate('2026-10-24') AND toDate('2026-11-22')
GROUP BY d_day, d_demandPartner
ORDER BY m_revenue DESC NULLS LAST, d_day ASC, d_demandPartner ASC
LIMIT 100 OFFSET 0