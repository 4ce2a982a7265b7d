SELECT strftime(hour, '%Y-%m-%d %H:00') AS d_hour,
       coalesce(CAST(sum(c_ad_requests) AS DOUBLE), 0) AS m_adRequests
FROM (
SELECT hour, sum(ad_requests) AS c_ad_requests
FROM ad_facts_hourly_totals
WHERE hour >= TIMESTAMP '2026-11-22 00:00:00' AND hour < TIMESTAMP '2026-11-23 00:00:00'
  AND network_id = 3
GROUP BY hour
) AS ad_facts_hourly_totals
GROUP BY d_hour
ORDER BY d_hour ASC