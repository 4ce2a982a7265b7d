import { describe, expect, it } from 'vitest';
import { addDays } from '../src/date-ranges';
import { bookedByDay, datesFrom, remainingImpressions } from '../src/forecast/booked';
import { forecastSeries, trimLeadingSilence } from '../src/forecast/forecast';
import { backtest, fitModel, forecastDays, leastSquaresLine, quantile } from '../src/forecast/model';

// 2026-01-04 is a Sunday: weekday factors below are Sunday first.
const START = '2026-01-04';
const WEEKLY = [-300, 100, 150, 200, 150, 100, -400];

/** A synthetic series: level, trend per day, weekday factors and a repeating noise pattern. */
function series(days: number, level: number, slope: number, noise: readonly number[] = [0]) {
  return Array.from({ length: days }, (_, t) => ({
    date: addDays(START, t),
    value: level + slope * t + (WEEKLY[t % 7] as number) + (noise[t % noise.length] as number),
  }));
}

describe('forecast model', () => {
  it('recovers a known linear trend and day-of-week factors exactly from a clean series', () => {
    const model = fitModel(series(56, 5000, 12));
    expect(model.slope).toBeCloseTo(12, 6);
    expect(model.intercept).toBeCloseTo(5000, 4);
    for (const [day, factor] of model.weekly.entries()) expect(factor).toBeCloseTo(WEEKLY[day] as number, 4);
    expect(Math.max(...model.residuals.map(Math.abs))).toBeLessThan(1e-6);
  });

  it('forecasts the next weeks of a clean series with no error', () => {
    const history = series(70, 2000, -3);
    const truth = series(84, 2000, -3).slice(70);
    const forecast = forecastDays(
      fitModel(history),
      truth.map((p) => p.date),
      0.8,
    );
    for (const [i, point] of forecast.entries())
      expect(point.value).toBeCloseTo(truth[i]?.value as number, 4);
  });

  it('recovers trend and weekly shape through noise, with a band from the residual quantiles', () => {
    const noise = [40, -25, 10, -55, 30, 5, -15, 20, -35, 50, -10, 0, 25];
    const model = fitModel(series(91, 8000, 20, noise));
    expect(model.slope).toBeCloseTo(20, 0);
    for (const [day, factor] of model.weekly.entries())
      expect(Math.abs(factor - (WEEKLY[day] as number))).toBeLessThan(30);
    const [point] = forecastDays(model, ['2026-06-01'], 0.8);
    expect(point?.lower).toBeLessThan(point?.value as number);
    expect(point?.upper).toBeGreaterThan(point?.value as number);
  });

  it('never forecasts below zero', () => {
    const model = fitModel(series(28, 900, -40));
    expect(forecastDays(model, ['2026-12-31'], 0.8)[0]).toEqual({
      date: '2026-12-31',
      value: 0,
      lower: 0,
      upper: expect.any(Number),
    });
  });

  it('scores held-out days: a small error and most days in the band on a steady series, a real error on a broken one', () => {
    const noise = [40, -25, 10, -55, 30, 5, -15, 20, -35, 50, -10, 0, 25];
    const steady = backtest(series(56, 3000, 5, noise), 14, 0.8);
    expect(steady.mape).toBeLessThan(0.02);
    expect(steady.coverage).toBeGreaterThanOrEqual(0.5);
    expect(steady.heldOutDays).toBe(14);
    const broken = series(42, 3000, 5).map((p, t) => (t >= 28 ? { ...p, value: p.value / 2 } : p));
    const scored = backtest(broken, 14, 0.8);
    expect(scored.mape).toBeGreaterThan(0.9);
    expect(scored.coverage).toBe(0);
  });

  it('least squares and quantiles', () => {
    expect(leastSquaresLine([0, 1, 2], [1, 3, 5])).toEqual({ intercept: 1, slope: 2 });
    expect(quantile([1, 2, 3, 4, 5], 0.1)).toBeCloseTo(1.4);
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
  });
});

describe('slice history and series', () => {
  it('drops the days before the slice had traffic', () => {
    const zeros = [0, 0, 5, 6].map((value, t) => ({ date: addDays(START, t), value }));
    expect(trimLeadingSilence({ requests: zeros, impressions: zeros }).requests.map((p) => p.value)).toEqual([
      5, 6,
    ]);
  });

  it('backtests only when two weeks remain to fit after holding two out', () => {
    const short = series(27, 100, 0);
    expect(forecastSeries({ requests: short, impressions: short }, ['2026-03-01']).backtest).toBeNull();
    const long = series(28, 100, 0);
    expect(
      forecastSeries({ requests: long, impressions: long }, ['2026-03-01']).backtest?.impressions.heldOutDays,
    ).toBe(14);
  });
});

describe('booked impressions', () => {
  const item = {
    goalType: 'IMPRESSIONS' as const,
    goalAmount: 10_000,
    cpm: 5,
    startDate: '2026-03-01',
    endDate: '2026-03-10',
    delivered: { impressions: 4000, spend: 0 },
  };

  it('spreads the remaining goal over the days left of the flight, times the slice share', () => {
    expect(bookedByDay([item], datesFrom('2026-03-04', '2026-03-12'), '2026-03-05', 0.5)).toEqual([
      0, 500, 500, 500, 500, 500, 500, 0, 0,
    ]);
  });

  it('a spend goal owes the money left at its CPM; an over-delivered goal owes nothing', () => {
    expect(
      remainingImpressions({
        ...item,
        goalType: 'SPEND',
        goalAmount: 100,
        delivered: { impressions: 0, spend: 40 },
      }),
    ).toBe(12_000);
    expect(remainingImpressions({ ...item, delivered: { impressions: 12_000, spend: 0 } })).toBe(0);
  });
});
