SELECT strftime(day, '%Y-%m-%d') AS d_day,
       coalesce(CAST(sum(c_ad_requests) AS DOUBLE), 0) AS m_adRequests,
       coalesce(CAST(sum(c_ad_impressions) AS DOUBLE), 0) AS m_adImpressions
FROM (
SELECT day, sum(ad_requests) AS c_ad_requests, sum(ad_impressions) AS c_ad_impressions
FROM ad_facts_daily
WHERE day BETWEEN DATE '2026-08-28' AND DATE '2026-11-26'
  AND country IN ('US', 'CA')
  AND placement_id IN (101, 102, 103)
  AND region NOT IN ('US-NY')
  AND network_id = 3
GROUP BY day
) AS ad_facts_daily
GROUP BY d_day
ORDER BY d_day ASC NULLS LAST