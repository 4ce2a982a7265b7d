import { z } from 'zod';
import { addDays } from '../date-ranges';
import { COLORS, type EnumOption } from '../enumerations';
import { zonedDayStart } from '../time-zones';

export const GoalTypeSchema = z.enum(['IMPRESSIONS', 'SPEND']);
export type GoalType = z.infer<typeof GoalTypeSchema>;
export const PacingSchema = z.enum(['EVEN', 'ASAP']);
export type Pacing = z.infer<typeof PacingSchema>;

export const LineItemHealthSchema = z.enum([
  'NOT_STARTED',
  'ON_TRACK',
  'BEHIND',
  'AT_RISK',
  'NOT_DELIVERING',
  'ENDED',
]);
export type LineItemHealth = z.infer<typeof LineItemHealthSchema>;

/** At or above this share of the ideal delivery to date a line item is on track. */
export const ON_TRACK_MIN_PACE = 0.9;
/** Below this share it is at risk; between the two, behind. */
export const AT_RISK_BELOW_PACE = 0.7;
/**
 * Facts arrive by the hour: until a flight is this far under way its pace is not judged (it counts
 * as on track); after it, nothing delivered is not delivering.
 */
export const PACE_JUDGED_AFTER_HOURS = 6;

const HOUR_MS = 3_600_000;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The tooltip of each health. */
export const HEALTH_SENTENCES: Record<LineItemHealth, string> = {
  NOT_STARTED: 'The flight has not started yet.',
  ON_TRACK: `Delivering at ${percent(ON_TRACK_MIN_PACE)} or more of the ideal pace (not judged in the flight's first ${PACE_JUDGED_AFTER_HOURS} hours): on course to meet its goal.`,
  BEHIND: `Delivering at ${percent(AT_RISK_BELOW_PACE)} to ${percent(ON_TRACK_MIN_PACE)} of the ideal pace: it may fall short of its goal.`,
  AT_RISK: `Delivering below ${percent(AT_RISK_BELOW_PACE)} of the ideal pace: it will miss its goal unless delivery picks up.`,
  NOT_DELIVERING: `Nothing delivered although the flight started more than ${PACE_JUDGED_AFTER_HOURS} hours ago.`,
  ENDED: 'The flight has ended.',
};

export const HEALTH_OPTIONS: readonly EnumOption<LineItemHealth>[] = [
  { key: 'NOT_STARTED', label: 'Not started', color: COLORS.lightGray },
  { key: 'ON_TRACK', label: 'On track', color: COLORS.green },
  { key: 'BEHIND', label: 'Behind', color: COLORS.orange },
  { key: 'AT_RISK', label: 'At risk', color: COLORS.red },
  { key: 'NOT_DELIVERING', label: 'Not delivering', color: COLORS.red },
  { key: 'ENDED', label: 'Ended', color: COLORS.gray },
];

/** What pacing reads of a line item: its goal and its flight, whole days in its own time zone. */
export type PacedLineItem = {
  goalType: GoalType;
  goalAmount: number;
  startDate: string;
  endDate: string;
  timeZone: string;
  pacing: Pacing;
};

/** Delivered to date: impressions and the spent budget (USD). */
export type Delivered = { impressions: number; spend: number };

/** The flight as instants: from the start day's local midnight to the local midnight after the end day. */
export const flightSpan = (item: Pick<PacedLineItem, 'startDate' | 'endDate' | 'timeZone'>) => ({
  start: zonedDayStart(item.startDate, item.timeZone),
  end: zonedDayStart(addDays(item.endDate, 1), item.timeZone),
});

/**
 * The share of the goal the ideal curve has delivered at `now`: linear over the flight's real
 * duration, so a day that loses or gains an hour to daylight saving weighs 23 or 25 hours. An
 * as-fast-as-possible line item is held to the same floor: it should be at least this far along.
 */
export function expectedShare(item: PacedLineItem, now: Date): number {
  return shareOfSpan(flightSpan(item), now);
}

/** How far along a flight span `now` is, 0 before it and 1 after it. */
export const shareOfSpan = (span: { start: number; end: number }, now: Date) =>
  Math.min(1, Math.max(0, (now.getTime() - span.start) / (span.end - span.start)));

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export const DeliverySchema = z.object({
  impressions: z.number(),
  spend: z.number(),
  /** Spend per thousand impressions; none before the first impression. */
  ecpm: z.number().nullable(),
  /** Delivered in the goal's unit, as a share of the goal in percent. */
  deliveredPercent: z.number(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const PacingReportSchema = DeliverySchema.extend({
  expectedPercent: z.number(),
  /** Delivered over expected; none before anything is expected. */
  paceRatio: z.number().nullable(),
  health: LineItemHealthSchema,
  sentence: z.string(),
});
export type PacingReport = z.infer<typeof PacingReportSchema>;

export function deliveryOf(
  item: Pick<PacedLineItem, 'goalType' | 'goalAmount'>,
  delivered: Delivered,
): Delivery {
  const toward = item.goalType === 'IMPRESSIONS' ? delivered.impressions : delivered.spend;
  return {
    impressions: delivered.impressions,
    spend: round(delivered.spend, 2),
    ecpm: delivered.impressions > 0 ? round((delivered.spend / delivered.impressions) * 1000, 2) : null,
    deliveredPercent: item.goalAmount > 0 ? round((toward / item.goalAmount) * 100, 2) : 0,
  };
}

function healthOf(
  { start, end }: { start: number; end: number },
  delivery: Delivery,
  paceRatio: number | null,
  now: Date,
): LineItemHealth {
  const at = now.getTime();
  if (at < start) return 'NOT_STARTED';
  if (at >= end) return 'ENDED';
  if (at - start < PACE_JUDGED_AFTER_HOURS * HOUR_MS) return 'ON_TRACK';
  if (delivery.deliveredPercent === 0) return 'NOT_DELIVERING';
  if (paceRatio === null || paceRatio >= ON_TRACK_MIN_PACE) return 'ON_TRACK';
  return paceRatio >= AT_RISK_BELOW_PACE ? 'BEHIND' : 'AT_RISK';
}

/** A line item's delivery against its ideal curve at `now`, and its health. */
export function pacingOf(item: PacedLineItem, delivered: Delivered, now: Date): PacingReport {
  const delivery = deliveryOf(item, delivered);
  const span = flightSpan(item);
  const expected = shareOfSpan(span, now) * 100;
  const paceRatio = expected > 0 ? round(delivery.deliveredPercent / expected, 4) : null;
  const health = healthOf(span, delivery, paceRatio, now);
  return {
    ...delivery,
    expectedPercent: round(expected, 2),
    paceRatio,
    health,
    sentence: HEALTH_SENTENCES[health],
  };
}
