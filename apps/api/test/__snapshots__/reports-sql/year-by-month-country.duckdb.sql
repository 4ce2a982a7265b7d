SELECT strftime(month, '%Y-%m') AS d_month,
       country AS d_country,
       (CAST(coalesce(sum(CAST(round(c_revenue * 1000000) AS BIGINT)), 0) AS DOUBLE) / 1000000) AS m_revenue,
       ((CAST(coalesce(sum(CAST(round(c_revenue * 1000000) AS BIGINT)), 0) AS DOUBLE) / 1000000) / nullif(coalesce(CAST(sum(c_ad_impressions) AS DOUBLE), 0), 0) * 1000) AS m_rpm
FROM (
SELECT month, country, sum(revenue) AS c_revenue, sum(ad_impressions) AS c_ad_impressions
FROM ad_facts_monthly_country
WHERE month BETWEEN DATE '2025-12-01' AND DATE '2026-11-30'
GROUP BY month, country
) AS ad_facts_monthly_country
GROUP BY d_month, d_country
ORDER BY d_month ASC, d_country ASC