SELECT domain AS d_domain,
       coalesce(CAST(sum(CASE WHEN (hour >= TIMESTAMP '2026-03-08 05:00:00' AND hour < TIMESTAMP '2026-03-09 04:00:00') THEN ad_impressions ELSE 0 END) AS DOUBLE), 0) AS m_adImpressions,
       ((CAST(coalesce(sum(CASE WHEN (hour >= TIMESTAMP '2026-03-08 05:00:00' AND hour < TIMESTAMP '2026-03-09 04:00:00') THEN CAST(round(revenue * 1000000) AS BIGINT) ELSE 0 END), 0) AS DOUBLE) / 1000000) / nullif(coalesce(CAST(sum(CASE WHEN (hour >= TIMESTAMP '2026-03-08 05:00:00' AND hour < TIMESTAMP '2026-03-09 04:00:00') THEN ad_impressions ELSE 0 END) AS DOUBLE), 0), 0) * 1000) AS m_rpm,
       coalesce(CAST(sum(CASE WHEN (hour >= TIMESTAMP '2026-03-07 05:00:00' AND hour < TIMESTAMP '2026-03-08 05:00:00') THEN ad_impressions ELSE 0 END) AS DOUBLE), 0) AS p_adImpressions,
       ((CAST(coalesce(sum(CASE WHEN (hour >= TIMESTAMP '2026-03-07 05:00:00' AND hour < TIMESTAMP '2026-03-08 05:00:00') THEN CAST(round(revenue * 1000000) AS BIGINT) ELSE 0 END), 0) AS DOUBLE) / 1000000) / nullif(coalesce(CAST(sum(CASE WHEN (hour >= TIMESTAMP '2026-03-07 05:00:00' AND hour < TIMESTAMP '2026-03-08 05:00:00') THEN ad_impressions ELSE 0 END) AS DOUBLE), 0), 0) * 1000) AS p_rpm
FROM ad_facts_hourly
WHERE ((hour >= TIMESTAMP '2026-03-08 05:00:00' AND hour < TIMESTAMP '2026-03-09 04:00:00') OR (hour >= TIMESTAMP '2026-03-07 05:00:00' AND hour < TIMESTAMP '2026-03-08 05:00:00'))
  AND domain IN ('o''brien.tv', 'a\b.tv')
  AND publisher_id IN (12, 13)
GROUP BY d_domain
ORDER BY d_domain ASC