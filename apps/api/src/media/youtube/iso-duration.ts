/** An ISO 8601 duration as the YouTube Data API gives it (`PT1H2M3S`, `P1DT5M`) in seconds; 0 when unreadable. */
export function isoDurationSeconds(duration: string): number {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration);
  if (!match) return 0;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return (
    (weeks ?? 0) * 604_800 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3_600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}
