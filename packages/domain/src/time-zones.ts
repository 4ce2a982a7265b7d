/** Whether the runtime knows `zone` as an IANA time zone ('America/New_York', 'UTC'). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

const offsetFormat = (zone: string): Intl.DateTimeFormat => {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(zone, format);
  }
  return format;
};

/** How far `zone`'s wall clock is ahead of UTC at the instant `utcMs`, in milliseconds. */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = Object.fromEntries(
    offsetFormat(zone)
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** Day starts already worked out: a network's line items share a few flights, and each costs two Intl calls. */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 20_000;

/** The instant a calendar day (YYYY-MM-DD) begins in `zone`: its local midnight, whatever the offset that day. */
export function zonedDayStart(day: string, zone: string): number {
  const key = `${zone} ${day}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = wallMidnight - zoneOffsetMs(zone, wallMidnight);
  const start = wallMidnight - zoneOffsetMs(zone, guess);
  if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
  dayStarts.set(key, start);
  return start;
}
