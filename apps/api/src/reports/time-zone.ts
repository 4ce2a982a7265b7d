const HOUR_MS = 3_600_000;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar date ('YYYY-MM-DD') begins in a time zone (DST-aware). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const wallMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  const settled = wallMidnight - zoneOffsetMs(first, timeZone);
  return new Date(settled);
}

/** Whether the zone's days begin on whole UTC days throughout the range (then daily UTC rollups answer). */
export const isUtc = (timeZone: string): boolean =>
  timeZone === 'UTC' || timeZone === 'Etc/UTC' || timeZone === 'GMT' || timeZone === 'Etc/GMT';

/** 'YYYY-MM-DD HH:MM:SS' of an instant, in UTC: the form both engines read as a timestamp literal. */
export const utcStamp = (instant: Date): string => instant.toISOString().slice(0, 19).replace('T', ' ');

export const HOUR = HOUR_MS;
