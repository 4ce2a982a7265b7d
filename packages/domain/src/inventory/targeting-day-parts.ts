import { z } from 'zod';
import { optionOf, WEEKDAY_OPTIONS, type Weekday, WeekdaySchema } from '../enumerations';

/** Part 2 §9: a schedule written in EST means New York's clock, daylight saving included. */
export const TIME_ZONE_ALIASES: Readonly<Record<string, string>> = { EST: 'America/New_York' };
export const DEFAULT_DAY_PART_TIME_ZONE = 'America/New_York';

export const DAY_PART_MESSAGES = {
  unknownTimeZone: (zone: string) => `Unknown time zone: ${zone}`,
  hours: 'Hours run from 0 to 24',
  emptySlot: 'A slot must end after it starts',
  overlap: (day: string) => `Slots of ${day} overlap`,
} as const;

export const canonicalTimeZone = (zone: string): string => TIME_ZONE_ALIASES[zone.trim()] ?? zone.trim();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const DayPartTimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform(canonicalTimeZone)
  .refine(isTimeZone, { error: (issue) => DAY_PART_MESSAGES.unknownTimeZone(String(issue.input)) });

/**
 * One slot of part 2 §3: a day and, when `restrictedHours`, the hours from `startHour` to `endHour`
 * (otherwise the whole day). A start after the end crosses midnight into the next day.
 */
export const ScheduleSlotSchema = z
  .object({
    day: WeekdaySchema,
    restrictedHours: z.boolean().default(true),
    startHour: z.number().int().min(0, DAY_PART_MESSAGES.hours).max(24, DAY_PART_MESSAGES.hours).default(0),
    endHour: z.number().int().min(0, DAY_PART_MESSAGES.hours).max(24, DAY_PART_MESSAGES.hours).default(24),
  })
  .refine((slot) => !slot.restrictedHours || slot.startHour !== slot.endHour, {
    message: DAY_PART_MESSAGES.emptySlot,
    path: ['endHour'],
  });
export type ScheduleSlot = z.output<typeof ScheduleSlotSchema>;

/** A slot within one day: start before end, both on that day's clock. */
export interface DaySlot {
  day: Weekday;
  startHour: number;
  endHour: number;
}

const WEEK = WeekdaySchema.options;
const nextDay = (day: Weekday): Weekday => WEEK[(WEEK.indexOf(day) + 1) % WEEK.length]!;

/** Slots as day-long pieces: a whole day is 0–24, a slot crossing midnight becomes two. */
export function splitSlots(slots: readonly ScheduleSlot[]): DaySlot[] {
  return slots.flatMap((slot): DaySlot[] => {
    if (!slot.restrictedHours) return [{ day: slot.day, startHour: 0, endHour: 24 }];
    if (slot.startHour < slot.endHour)
      return [{ day: slot.day, startHour: slot.startHour, endHour: slot.endHour }];
    const pieces: DaySlot[] = [{ day: slot.day, startHour: slot.startHour, endHour: 24 }];
    if (slot.endHour > 0) pieces.push({ day: nextDay(slot.day), startHour: 0, endHour: slot.endHour });
    return pieces;
  });
}

const overlaps = (a: DaySlot, b: DaySlot) =>
  a.day === b.day && a.startHour < b.endHour && b.startHour < a.endHour;

/** The first day whose slots overlap, once split at midnight. */
export function overlappingDay(slots: readonly ScheduleSlot[]): Weekday | undefined {
  const pieces = splitSlots(slots);
  const clash = pieces.find((piece, index) =>
    pieces.slice(index + 1).some((other) => overlaps(piece, other)),
  );
  return clash?.day;
}

const twoDigits = (hour: number) => String(hour).padStart(2, '0');
const dayLabel = (day: Weekday) => optionOf(WEEKDAY_OPTIONS, day)?.label ?? day;
const shortDay = (day: Weekday) => dayLabel(day).slice(0, 3);

/** "Mon 09:00–17:00". */
export const daySlotLabel = (slot: DaySlot): string =>
  `${shortDay(slot.day)} ${twoDigits(slot.startHour)}:00–${twoDigits(slot.endHour)}:00`;

/** Day-parting: slots on the clock of a time zone; no slot means every hour of the week. */
export const DayPartingSchema = z
  .object({
    timeZone: DayPartTimeZoneSchema.default(DEFAULT_DAY_PART_TIME_ZONE),
    slots: z.array(ScheduleSlotSchema).max(100).default([]),
  })
  .superRefine((dayParting, ctx) => {
    const day = overlappingDay(dayParting.slots);
    if (day)
      ctx.addIssue({
        code: 'custom',
        message: DAY_PART_MESSAGES.overlap(dayLabel(day)),
        path: ['slots'],
      });
  });
export type DayParting = z.output<typeof DayPartingSchema>;

/** Day-parting as a saved set answers it: a known zone, slots as they were entered. */
export const SavedDayPartingSchema = z.object({
  timeZone: z.string(),
  slots: z.array(
    z.object({
      day: WeekdaySchema,
      restrictedHours: z.boolean(),
      startHour: z.number().int(),
      endHour: z.number().int(),
    }),
  ),
});

const wallClockFormat = new Map<string, Intl.DateTimeFormat>();
function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormat.set(timeZone, format);
  }
  return format;
}

/** The weekday and hour an instant shows on a zone's clock (daylight saving applied). */
export function wallClock(time: Date, timeZone: string): { day: Weekday; hour: number } {
  const parts = Object.fromEntries(
    wallClockIn(canonicalTimeZone(timeZone))
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  return { day: String(parts.weekday).toUpperCase() as Weekday, hour: Number(parts.hour) };
}
