SELECT domain AS d_domain,
       coalesce(toFloat64(sum(CASE WHEN (hour >= toDateTime('2026-03-08 05:00:00', 'UTC') AND hour < toDateTime('2026-03-09 04:00:00', 'UTC')) THEN ad_impressions ELSE 0 END)), 0) AS m_adImpressions,
       ((toFloat64(coalesce(sum(CASE WHEN (hour >= toDateTime('2026-03-08 05:00:00', 'UTC') AND hour < toDateTime('2026-03-09 04:00:00', 'UTC')) THEN toInt64(round(revenue * 1000000)) ELSE 0 END), 0)) / 1000000) / nullIf(coalesce(toFloat64(sum(CASE WHEN (hour >= toDateTime('2026-03-08 05:00:00', 'UTC') AND hour < toDateTime('2026-03-09 04:00:00', 'UTC')) THEN ad_impressions ELSE 0 END)), 0), 0) * 1000) AS m_rpm,
       coalesce(toFloat64(sum(CASE WHEN (hour >= toDateTime('2026-03-07 05:00:00', 'UTC') AND hour < toDateTime('2026-03-08 05:00:00', 'UTC')) THEN ad_impressions ELSE 0 END)), 0) AS p_adImpressions,
       ((toFloat64(coalesce(sum(CASE WHEN (hour >= toDateTime('2026-03-07 05:00:00', 'UTC') AND hour < toDateTime('2026-03-08 05:00:00', 'UTC')) THEN toInt64(round(revenue * 1000000)) ELSE 0 END), 0)) / 1000000) / nullIf(coalesce(toFloat64(sum(CASE WHEN (hour >= toDateTime('2026-03-07 05:00:00', 'UTC') AND hour < toDateTime('2026-03-08 05:00:00', 'UTC')) THEN ad_impressions ELSE 0 END)), 0), 0) * 1000) AS p_rpm
FROM ad_facts_hourly
WHERE ((hour >= toDateTime('2026-03-08 05:00:00', 'UTC') AND hour < toDateTime('2026-03-09 04:00:00', 'UTC')) OR (hour >= toDateTime('2026-03-07 05:00:00', 'UTC') AND hour < toDateTime('2026-03-08 05:00:00', 'UTC')))
  AND domain IN ('o\'brien.tv', 'a\\b.tv')
  AND publisher_id IN (12, 13)
GROUP BY d_domain
ORDER BY d_domain ASC