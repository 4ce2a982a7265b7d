SELECT formatDateTime(hour, '%Y-%m-%d %H:00') AS d_hour,
       coalesce(toFloat64(sum(c_ad_requests)), 0) AS m_adRequests
FROM (
SELECT hour, sum(ad_requests) AS c_ad_requests
FROM ad_facts_hourly_totals
WHERE hour >= toDateTime('2026-11-22 00:00:00', 'UTC') AND hour < toDateTime('2026-11-23 00:00:00', 'UTC')
  AND network_id = 3
GROUP BY hour
) AS ad_facts_hourly_totals
GROUP BY d_hour
ORDER BY d_hour ASC