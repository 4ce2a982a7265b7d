import type { AlertCondition, AlertMetric } from './alert-rules';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** Weeks of history the baseline reads: the same hour of the week in each. */
export const BASELINE_WEEKS = 4;
/** The rule reads this many hours of facts before the hour it judges. */
export const HISTORY_HOURS = BASELINE_WEEKS * 7 * 24 + 72;

/**
 * Below these baselines an hour is too quiet to judge a drop or a missing delivery: a night that
 * usually sees 3 impressions and sees 1 is noise, not an outage. Rates are judged only when the
 * hour is busy enough for the rate to mean something (their floor is on the rate itself).
 */
export const NOISE_FLOOR: Record<AlertMetric, number> = {
  REVENUE: 1,
  IMPRESSIONS: 50,
  REQUESTS: 100,
  FILL_RATE: 0.02,
  ERRORS: 20,
  LINE_ITEM_PACING: 50,
};

/** An hourly series: UTC hour start (ms) → the metric's value; a missing hour is 0. */
export type HourlySeries = ReadonlyMap<number, number>;

export type RuleToJudge = { metric: AlertMetric; condition: AlertCondition; threshold: number };
export type Verdict = { fires: boolean; value: number; baseline: number | null };

const valueAt = (series: HourlySeries, hour: number) => series.get(hour) ?? 0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * What the hour is expected to hold: the median of the same hour of the week over the previous
 * four weeks. The median ignores one odd week (a holiday, a past outage); hour of week knows both
 * the daily curve and weekends.
 */
export function baselineAt(series: HourlySeries, hour: number): number {
  const previous = Array.from({ length: BASELINE_WEEKS }, (_, week) =>
    valueAt(series, hour - (week + 1) * WEEK_MS),
  );
  return median(previous);
}

const COUNTS: readonly AlertMetric[] = ['IMPRESSIONS', 'REQUESTS', 'ERRORS', 'LINE_ITEM_PACING'];
/** How much an hour wanders from week to week on its own, as a share of its baseline. */
const HOURLY_WANDER = 0.1;

/**
 * A fall within four times the hour's ordinary spread is noise: that spread is the week-to-week
 * wander plus, for a count, its own Poisson spread (the square root of what is expected), which
 * is what makes thin hours noisy.
 */
const beyondOrdinarySpread = (metric: AlertMetric, value: number, baseline: number) => {
  const variance = (HOURLY_WANDER * baseline) ** 2 + (COUNTS.includes(metric) ? baseline : 0);
  return baseline - value > 4 * Math.sqrt(variance);
};

function conditionHolds(rule: RuleToJudge, series: HourlySeries, hour: number): Verdict {
  const value = valueAt(series, hour);
  const floor = NOISE_FLOOR[rule.metric];
  switch (rule.condition) {
    case 'BELOW':
      return { fires: value < rule.threshold, value, baseline: null };
    case 'DROP': {
      const baseline = baselineAt(series, hour);
      const fires =
        baseline >= floor &&
        value < baseline * (1 - rule.threshold / 100) &&
        beyondOrdinarySpread(rule.metric, value, baseline);
      return { fires, value, baseline };
    }
    case 'NO_DELIVERY': {
      const hours = Array.from({ length: rule.threshold }, (_, back) => hour - back * HOUR_MS);
      const expected = hours.reduce((sum, h) => sum + baselineAt(series, h), 0);
      const fires = expected >= floor && hours.every((h) => valueAt(series, h) === 0);
      return { fires, value, baseline: expected };
    }
  }
}

/**
 * Whether the rule raises an alert at this hour: its condition holds now and did not the hour
 * before, so an outage raises one alert when it starts, not one every hour it lasts.
 */
export function judgeHour(rule: RuleToJudge, series: HourlySeries, hour: number): Verdict {
  const now = conditionHolds(rule, series, hour);
  if (!now.fires) return now;
  const before = conditionHolds(rule, series, hour - HOUR_MS);
  return before.fires ? { ...now, fires: false } : now;
}

export const startOfHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
export { HOUR_MS, WEEK_MS };
