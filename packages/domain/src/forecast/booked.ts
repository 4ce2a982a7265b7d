import type { Delivered, GoalType } from '../campaigns/pacing';
import { addDays, daysIn } from '../date-ranges';

/** What the forecast reads of a booked line item: its goal, its flight and what it delivered so far. */
export type BookedLineItem = {
  goalType: GoalType;
  goalAmount: number;
  cpm: number;
  startDate: string;
  endDate: string;
  delivered: Delivered;
};

/** Impressions still owed: the goal less delivery; a spend goal's money left bought at its CPM. */
export function remainingImpressions(item: BookedLineItem): number {
  const left =
    item.goalType === 'IMPRESSIONS'
      ? item.goalAmount - item.delivered.impressions
      : item.cpm > 0
        ? ((item.goalAmount - item.delivered.spend) / item.cpm) * 1000
        : 0;
  return Math.max(0, left);
}

/**
 * Impressions the line items take on each date: each one's remaining goal spread evenly over the
 * days left of its flight (from `today`), times `share`, the part of its supply this slice is.
 */
export function bookedByDay(
  items: readonly BookedLineItem[],
  dates: readonly string[],
  today: string,
  share: number,
): number[] {
  const booked = dates.map(() => 0);
  for (const item of items) {
    const from = item.startDate > today ? item.startDate : today;
    if (from > item.endDate) continue;
    const perDay = remainingImpressions(item) / daysIn({ dateFrom: from, dateTo: item.endDate });
    dates.forEach((date, i) => {
      if (date >= from && date <= item.endDate) booked[i] = (booked[i] as number) + perDay * share;
    });
  }
  return booked;
}

/** Every date from the first to the last, both counted. */
export const datesFrom = (first: string, last: string): string[] =>
  first > last
    ? []
    : Array.from({ length: daysIn({ dateFrom: first, dateTo: last }) }, (_, i) => addDays(first, i));
