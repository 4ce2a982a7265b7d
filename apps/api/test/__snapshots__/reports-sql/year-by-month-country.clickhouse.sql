SELECT formatDateTime(month, '%Y-%m') AS d_month,
       country AS d_country,
       (toFloat64(coalesce(sum(toInt64(round(c_revenue * 1000000))), 0)) / 1000000) AS m_revenue,
       ((toFloat64(coalesce(sum(toInt64(round(c_revenue * 1000000))), 0)) / 1000000) / nullIf(coalesce(toFloat64(sum(c_ad_impressions)), 0), 0) * 1000) AS m_rpm
FROM (
SELECT month, country, sum(revenue) AS c_revenue, sum(ad_impressions) AS c_ad_impressions
FROM ad_facts_monthly_country
WHERE month BETWEEN toDate('2025-12-01') AND toDate('2026-11-30')
GROUP BY month, country
) AS ad_facts_monthly_country
GROUP BY d_month, d_country
ORDER BY d_month ASC, d_country ASC