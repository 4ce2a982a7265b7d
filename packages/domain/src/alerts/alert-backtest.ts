import {
  HOUR_MS,
  type HourlySeries,
  judgeHour,
  NOISE_FLOOR,
  type RuleToJudge,
  WEEK_MS,
} from './alert-baseline';

/** A seeded generator (mulberry32), so a backtest is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const gaussian = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** CTV traffic's shape: a quiet night, an evening peak, weekends a little busier. */
function expectedAt(peak: number, hour: number): number {
  const date = new Date(hour);
  const hourOfDay = date.getUTCHours();
  const daily = 0.05 + 0.95 * Math.max(0, Math.sin(((hourOfDay - 6) / 24) * 2 * Math.PI)) ** 2;
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.15 : 1;
  return peak * daily * weekend;
}

export type BacktestOptions = {
  seed: number;
  /** How many independent series (scopes) to generate. */
  series: number;
  /** The rule every series is judged by. */
  rule: RuleToJudge;
  /** Plant one drop per series in the judged week (false: an ordinary week). */
  plantDrops: boolean;
};
export type BacktestResult = {
  planted: number;
  caught: number;
  /** Alerts raised at an hour no planted drop explains. */
  falseAlerts: number;
  hoursJudged: number;
};

type Planted = { start: number; end: number };

/**
 * Judges a generated week after four weeks of history, hour by hour as the hourly job does.
 * Each series: a daily and weekly curve, a level that wanders ±3 % a day, ±6 % noise an hour and
 * a count's own Poisson spread. A planted drop cuts 50–100 % of the traffic for 2–8 hours, starting
 * at an hour whose usual traffic is above twice the rule's noise floor; it is caught when the rule
 * fires at its first or second hour.
 */
export function runBacktest(options: BacktestOptions): BacktestResult {
  const random = seededRandom(options.seed);
  const start = Date.UTC(2026, 0, 5); // a Monday
  const judgedFrom = start + 4 * WEEK_MS;
  const hours = 5 * 7 * 24;
  const result: BacktestResult = { planted: 0, caught: 0, falseAlerts: 0, hoursJudged: 0 };
  for (let s = 0; s < options.series; s++) {
    const peak = 200 + random() * 20_000;
    const series = new Map<number, number>();
    let level = 1;
    for (let h = 0; h < hours; h++) {
      const hour = start + h * HOUR_MS;
      if (h % 24 === 0) level = 1 + 0.03 * gaussian(random);
      const expected = expectedAt(peak, hour) * level;
      const noisy = expected * (1 + 0.06 * gaussian(random)) + Math.sqrt(expected) * gaussian(random);
      series.set(hour, Math.max(0, Math.round(noisy)));
    }
    const drop = options.plantDrops ? plantDrop(series, random, judgedFrom, peak, options.rule) : null;
    if (drop) result.planted++;
    let caught = false;
    for (let hour = judgedFrom; hour < judgedFrom + WEEK_MS; hour += HOUR_MS) {
      result.hoursJudged++;
      if (!judgeHour(options.rule, series, hour).fires) continue;
      if (drop && hour >= drop.start && hour < drop.end) {
        if (hour < drop.start + 2 * HOUR_MS) caught = true;
      } else result.falseAlerts++;
    }
    if (caught) result.caught++;
  }
  return result;
}

function plantDrop(
  series: Map<number, number>,
  random: () => number,
  judgedFrom: number,
  peak: number,
  rule: RuleToJudge,
): Planted {
  let start = judgedFrom;
  do {
    start = judgedFrom + Math.floor(random() * (7 * 24 - 8)) * HOUR_MS;
  } while (expectedAt(peak, start) < 2 * NOISE_FLOOR[rule.metric]);
  const length = 2 + Math.floor(random() * 7);
  const cut = 0.5 + random() * 0.5;
  for (let h = 0; h < length; h++) {
    const hour = start + h * HOUR_MS;
    series.set(hour, Math.round((series.get(hour) ?? 0) * (1 - cut)));
  }
  return { start, end: start + length * HOUR_MS };
}

/** The backtest's two figures as the test asserts and the bench prints them. */
export function alertBacktest(seed = 20_261_127, series = 200) {
  const rule: RuleToJudge = { metric: 'IMPRESSIONS', condition: 'DROP', threshold: 40 };
  const drops = runBacktest({ seed, series, rule, plantDrops: true });
  const normal = runBacktest({ seed: seed + 1, series, rule, plantDrops: false });
  return { rule, drops, normal, caughtShare: drops.caught / drops.planted };
}

export type { HourlySeries };
