import { z } from 'zod';

/**
 * Date ranges travel as calendar dates 'YYYY-MM-DD'. All presets count days on the UTC calendar:
 * the spec puts today and yesterday on UTC, and one calendar keeps the presets consistent.
 */
const DAY_MS = 86_400_000;
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (wire: string): number => Math.floor(Date.parse(`${wire}T00:00:00Z`) / DAY_MS);
const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const utcDate = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

export const isWireDate = (value: string): boolean =>
  WIRE_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  fromDayNumber(dayNumber(value)) === value;

export const WireDateSchema = z
  .string()
  .refine(isWireDate, { message: 'Date must be YYYY-MM-DD' })
  .meta({ format: 'date', examples: ['2026-01-31'] });

/** The UTC calendar date of an instant, in the wire format. */
export const toWireDate = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (wire: string, days: number): string => fromDayNumber(dayNumber(wire) + days);

/** Days from the first to the last date, both counted. */
export const daysIn = (range: Pick<DateRange, 'dateFrom' | 'dateTo'>): number =>
  dayNumber(range.dateTo) - dayNumber(range.dateFrom) + 1;

export const DateRangeTypeSchema = z.enum([
  'TODAY',
  'YESTERDAY',
  'THIS_WEEK',
  'LAST_WEEK',
  'LAST_7_DAYS',
  'THIS_MONTH',
  'LAST_30_DAYS',
  'LAST_MONTH',
  'LAST_3_MONTHS',
  'LAST_6_MONTHS',
  'THIS_YEAR',
  'LAST_YEAR',
]);
export type DateRangeType = z.infer<typeof DateRangeTypeSchema>;

export const DATE_RANGE_LABELS: Record<DateRangeType, string> = {
  TODAY: 'Today',
  YESTERDAY: 'Yesterday',
  THIS_WEEK: 'This week',
  LAST_WEEK: 'Last week',
  LAST_7_DAYS: 'Last 7 days',
  THIS_MONTH: 'This month',
  LAST_30_DAYS: 'Last 30 days',
  LAST_MONTH: 'Last month',
  LAST_3_MONTHS: 'Last 3 months',
  LAST_6_MONTHS: 'Last 6 months',
  THIS_YEAR: 'This year',
  LAST_YEAR: 'Last year',
};

/** The chooser's preset buttons (part 2 §3); Last week is a helper range without a button. */
export const DATE_RANGE_PRESETS: readonly DateRangeType[] = [
  'TODAY',
  'YESTERDAY',
  'THIS_WEEK',
  'LAST_7_DAYS',
  'THIS_MONTH',
  'LAST_30_DAYS',
  'LAST_MONTH',
  'LAST_3_MONTHS',
  'LAST_6_MONTHS',
  'THIS_YEAR',
  'LAST_YEAR',
];

export const DateRangeSchema = z
  .object({
    dateFrom: WireDateSchema,
    dateTo: WireDateSchema,
    type: DateRangeTypeSchema.nullable().default(null),
  })
  .refine((range) => range.dateFrom <= range.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  });
export type DateRange = z.infer<typeof DateRangeSchema>;

export const CompareTypeSchema = z.enum(['PREVIOUS', 'CUSTOM']);
export type CompareType = z.infer<typeof CompareTypeSchema>;
export const DEFAULT_COMPARE_TYPE: CompareType = 'PREVIOUS';

export type CompareRange = { dateFrom: string; dateTo: string; compareType: CompareType };

const monthStart = (year: number, month: number) => utcDate(year, month, 1);
const monthEnd = (year: number, month: number) => utcDate(year, month + 1, 0);

function bounds(type: DateRangeType, now: Date): [string, string] {
  const today = toWireDate(now);
  const yesterday = addDays(today, -1);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const mondayOffset = (now.getUTCDay() + 6) % 7; // weeks start on Monday (locale en-GB)
  const thisMonday = addDays(today, -mondayOffset);
  switch (type) {
    case 'TODAY':
      return [today, today];
    case 'YESTERDAY':
      return [yesterday, yesterday];
    case 'THIS_WEEK':
      return [thisMonday, today];
    case 'LAST_WEEK':
      return [addDays(thisMonday, -7), addDays(thisMonday, -1)];
    // "Starts 7 days back": like Last 30 days it ends yesterday, so it holds 7 whole days.
    case 'LAST_7_DAYS':
      return [addDays(today, -7), yesterday];
    case 'THIS_MONTH':
      return [monthStart(year, month), today];
    // As the spec says: starts 31 days back and ends yesterday.
    case 'LAST_30_DAYS':
      return [addDays(today, -31), yesterday];
    case 'LAST_MONTH':
      return [monthStart(year, month - 1), monthEnd(year, month - 1)];
    // Whole calendar months before the current one, as Last month is.
    case 'LAST_3_MONTHS':
      return [monthStart(year, month - 3), monthEnd(year, month - 1)];
    case 'LAST_6_MONTHS':
      return [monthStart(year, month - 6), monthEnd(year, month - 1)];
    case 'THIS_YEAR':
      return [utcDate(year, 0, 1), today];
    case 'LAST_YEAR':
      return [utcDate(year - 1, 0, 1), utcDate(year - 1, 11, 31)];
  }
}

export function rangeFor(type: DateRangeType, now: Date): DateRange {
  const [dateFrom, dateTo] = bounds(type, now);
  return { dateFrom, dateTo, type };
}

/** The default range is the last 7 days. */
export const defaultRange = (now: Date): DateRange => rangeFor('LAST_7_DAYS', now);

/** Choosing a custom range clears the preset type; an empty end date is set to the start date. */
export const customRange = (dateFrom: string, dateTo?: string | null): DateRange => ({
  dateFrom,
  dateTo: dateTo || dateFrom,
  type: null,
});

/** Compare PREVIOUS: the same number of days immediately before the range. */
export function previousRange(range: Pick<DateRange, 'dateFrom' | 'dateTo'>): CompareRange {
  const days = daysIn(range);
  return {
    dateFrom: addDays(range.dateFrom, -days),
    dateTo: addDays(range.dateFrom, -1),
    compareType: 'PREVIOUS',
  };
}

export type ShiftDirection = 'back' | 'forward';

/**
 * The arrows move the range by one day, or by seven in weekly mode. If from and to are equal in
 * weekly mode, the end does not move when going back. A moved range is custom.
 */
export function shiftRange(range: DateRange, direction: ShiftDirection, weekly: boolean): DateRange {
  const step = (weekly ? 7 : 1) * (direction === 'back' ? -1 : 1);
  const endStays = weekly && direction === 'back' && range.dateFrom === range.dateTo;
  return {
    dateFrom: addDays(range.dateFrom, step),
    dateTo: endStays ? range.dateTo : addDays(range.dateTo, step),
    type: null,
  };
}

/**
 * The maximum span, when configured, is enforced by moving the other end: `changed` names the
 * end the user just set; `maxDays` is the largest allowed distance in days between the ends.
 */
export function limitSpan(range: DateRange, maxDays: number, changed: 'dateFrom' | 'dateTo'): DateRange {
  if (daysIn(range) - 1 <= maxDays) return range;
  return changed === 'dateFrom'
    ? { ...range, dateTo: addDays(range.dateFrom, maxDays) }
    : { ...range, dateFrom: addDays(range.dateTo, -maxDays) };
}
