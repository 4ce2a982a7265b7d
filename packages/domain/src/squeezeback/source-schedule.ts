import { type Weekday, WeekdaySchema } from '../enumerations';
import {
  canonicalTimeZone,
  type DaySlot,
  daySlotLabel,
  type ScheduleSlot,
  splitSlots,
} from '../inventory/targeting-day-parts';
import { zoneOffsetMs } from '../time-zones';
import type { SqueezeLayout } from './layout';

/** A source's schedule as saved: slots on the clock of a zone (EST read as America/New_York). */
export type SourceSchedule = { timeZone: string; slots: readonly ScheduleSlot[] };

/** One slot piece at its instants (epoch ms, end excluded): a slot crossing midnight is two of them. */
export interface ScheduleWindow {
  start: number;
  end: number;
  /** The piece on the zone's clock: "Fri 22:00–24:00". */
  slot: DaySlot;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Date.getUTCDay() (0 = Sunday) as the schedule's weekday. */
const WEEKDAY_OF_UTC_DAY: readonly Weekday[] = [
  'SUNDAY',
  ...WeekdaySchema.options.filter((day) => day !== 'SUNDAY'),
];

/** The instant the zone's clock shows `hour` o'clock on the calendar day whose UTC midnight is `dayUtc`. */
function zonedInstant(dayUtc: number, hour: number, zone: string): number {
  const wall = dayUtc + hour * HOUR_MS;
  const guess = wall - zoneOffsetMs(zone, wall);
  return wall - zoneOffsetMs(zone, guess);
}

/** The calendar day (its UTC midnight) the zone's clock shows at an instant. */
const localDayOf = (at: number, zone: string) => {
  const local = at + zoneOffsetMs(zone, at);
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
};

/**
 * The schedule's slot pieces that overlap [from, until), in order. Slots are split at midnight
 * (part 2 §9) and read on the zone's clock, so daylight saving moves them with the zone: a New York
 * 20:00 slot is 00:00 UTC in summer and 01:00 UTC in winter.
 */
export function scheduleWindows(schedule: SourceSchedule, from: number, until: number): ScheduleWindow[] {
  const zone = canonicalTimeZone(schedule.timeZone);
  const pieces = splitSlots(schedule.slots);
  if (pieces.length === 0 || until <= from) return [];
  const windows: ScheduleWindow[] = [];
  for (let day = localDayOf(from, zone) - DAY_MS; day <= localDayOf(until, zone) + DAY_MS; day += DAY_MS) {
    const weekday = WEEKDAY_OF_UTC_DAY[new Date(day).getUTCDay()];
    for (const slot of pieces) {
      if (slot.day !== weekday) continue;
      const start = zonedInstant(day, slot.startHour, zone);
      const end = zonedInstant(day, slot.endHour, zone);
      if (end > from && start < until && end > start) windows.push({ start, end, slot });
    }
  }
  return windows.sort((a, b) => a.start - b.start);
}

/** Pieces that touch (Fri 22–24 and Sat 0–2) as one stretch: a player sees one squeezeback, not two. */
export function joinedWindows(windows: readonly ScheduleWindow[]): { start: number; end: number }[] {
  const joined: { start: number; end: number }[] = [];
  for (const { start, end } of windows) {
    const last = joined.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else joined.push({ start, end });
  }
  return joined;
}

/** How far ahead the source's page looks for its next slots: a week and a day covers every weekday. */
export const SCHEDULE_LOOKAHEAD_MS = 8 * DAY_MS;
export const NEXT_SLOTS_SHOWN = 5;

/** Whether the source is in a slot at `now` (until when, the touching pieces joined) and its next pieces. */
export function scheduleAt(schedule: SourceSchedule, now: number, count = NEXT_SLOTS_SHOWN) {
  const windows = scheduleWindows(schedule, now, now + SCHEDULE_LOOKAHEAD_MS);
  const current = joinedWindows(windows).find((window) => window.start <= now && now < window.end) ?? null;
  return {
    onNow: current,
    // The pieces of the stretch on now are not "next": the first listed starts after it ends.
    next: windows.filter((window) => window.start >= (current?.end ?? now + 1)).slice(0, count),
  };
}

/** The HLS date range class of a squeezeback stretch: players and SSAI servers key on it. */
export const SQUEEZEBACK_DATERANGE_CLASS = 'com.adcast.squeezeback';

export interface ScheduledSource {
  id: number;
  name: string;
  layout: SqueezeLayout;
  schedule: SourceSchedule;
}

const iso = (ms: number) => new Date(ms).toISOString();

const WEEK_MS = 7 * DAY_MS;

/**
 * The joined stretches overlapping [from, until), each whole: looking a week either side, a
 * stretch keeps the same start (and so the same date range ID) on every reload of the playlist.
 */
function stretchesOverlapping(schedule: SourceSchedule, from: number, until: number) {
  return joinedWindows(scheduleWindows(schedule, from - WEEK_MS, until + WEEK_MS)).filter(
    (stretch) => stretch.end > from && stretch.start < until,
  );
}
/** A quoted-string attribute may hold neither a double quote nor a line break. */
const quoted = (text: string) => `"${text.replace(/["\r\n]/g, ' ')}"`;

/**
 * The `EXT-X-DATERANGE` lines of the sources' scheduled stretches that overlap [from, until) of a
 * live playlist: the stretch's start and end, the source, and the squeezed picture's rectangle in
 * percent of the frame (the ad fills the L around it).
 */
export function squeezebackDateRanges(
  sources: readonly ScheduledSource[],
  from: number,
  until: number,
): string[] {
  return sources.flatMap((source) =>
    stretchesOverlapping(source.schedule, from, until).map(({ start, end }) => {
      const { left, top, width, height } = source.layout;
      return [
        `#EXT-X-DATERANGE:ID=${quoted(`squeezeback-${source.id}-${start}`)}`,
        `CLASS=${quoted(SQUEEZEBACK_DATERANGE_CLASS)}`,
        `START-DATE=${quoted(iso(start))}`,
        `END-DATE=${quoted(iso(end))}`,
        `DURATION=${((end - start) / 1000).toFixed(3)}`,
        `X-SOURCE-ID=${source.id}`,
        `X-SOURCE-NAME=${quoted(source.name)}`,
        `X-SQUEEZE-LEFT=${left}`,
        `X-SQUEEZE-TOP=${top}`,
        `X-SQUEEZE-WIDTH=${width}`,
        `X-SQUEEZE-HEIGHT=${height}`,
      ].join(',');
    }),
  );
}

/** "Fri 22:00–24:00": a piece on the zone's clock. */
export const windowLabel = (window: ScheduleWindow) => daySlotLabel(window.slot);

const zonedFormats = new Map<string, Intl.DateTimeFormat>();
/** "11/27/2026 20:00" on the zone's clock (part 2 §9: dates as MM/dd/yyyy). */
export function zonedDateTime(at: number, timeZone: string): string {
  const zone = canonicalTimeZone(timeZone);
  let format = zonedFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute}`;
}

/** What the source's page says of its schedule at `now`, in words. */
export const SCHEDULE_TEXT = {
  noSlots: 'No slots: no squeezeback is scheduled.',
  onNow: (until: string, zone: string) => `On now, until ${until} (${zone}).`,
  offNow: 'Not on now.',
  noChannel: 'No channel: no live playlist marks its slots.',
  inactive: 'Not active: its channel marks none of its slots.',
  /** "Fri 11/27/2026 20:00–23:00" */
  window: (window: ScheduleWindow, zone: string) =>
    `${windowLabel(window).slice(0, 3)} ${zonedDateTime(window.start, zone).slice(0, 10)} ${windowLabel(window).slice(4)}`,
} as const;
