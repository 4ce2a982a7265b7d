/**
 * The forecast model (written down in docs/architecture.md, "Forecast"): an additive decomposition
 * of a daily series into a linear trend and day-of-week factors,
 *
 *   y(t) = a + b·t + s(dow(t)) + e(t),   Σ s = 0 over the seven days,
 *
 * fitted by least squares (backfitting: the trend by ordinary least squares on the series less its
 * factors, the factors as the mean detrended value per weekday, centred, until they settle). The
 * band is the point forecast plus the residuals' lower and upper quantiles.
 */

export type DailyPoint = { date: string; value: number };

export type FittedModel = {
  /** The trend's value on the first day (t = 0) and its change per day. */
  intercept: number;
  slope: number;
  /** Day-of-week factors, Sunday first (UTC weekday of the date), summing to zero. */
  weekly: number[];
  /** Observed less fitted, in the series' order. */
  residuals: number[];
  /** The first day of the series, t = 0. */
  origin: string;
};

export type ForecastPoint = { date: string; value: number; lower: number; upper: number };

const DAY_MS = 86_400_000;
const BACKFIT_ROUNDS = 50;
const SETTLED = 1e-9;

const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Least-squares line through (x, y): intercept and slope (slope 0 for a single x). */
export function leastSquaresLine(
  xs: readonly number[],
  ys: readonly number[],
): { intercept: number; slope: number } {
  const n = xs.length;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    sxy += dx * ((ys[i] as number) - meanY);
    sxx += dx * dx;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { intercept: meanY - slope * meanX, slope };
}

/** The q-quantile (0..1) of values, linearly interpolated between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}

/** Fits trend and weekday factors to consecutive days (one point per day, oldest first). */
export function fitModel(series: readonly DailyPoint[]): FittedModel {
  const first = series[0];
  if (!first) throw new Error('An empty series has no model');
  const origin = first.date;
  const t = series.map((point) => dayIndex(point.date) - dayIndex(origin));
  const weekdays = series.map((point) => weekdayOf(point.date));
  const ys = series.map((point) => point.value);
  let weekly = [0, 0, 0, 0, 0, 0, 0];
  let line = leastSquaresLine(t, ys);
  for (let round = 0; round < BACKFIT_ROUNDS; round++) {
    line = leastSquaresLine(
      t,
      ys.map((y, i) => y - (weekly[weekdays[i] as number] as number)),
    );
    const sums = [0, 0, 0, 0, 0, 0, 0];
    const counts = [0, 0, 0, 0, 0, 0, 0];
    ys.forEach((y, i) => {
      const day = weekdays[i] as number;
      sums[day] = (sums[day] as number) + y - (line.intercept + line.slope * (t[i] as number));
      counts[day] = (counts[day] as number) + 1;
    });
    const means = sums.map((sum, day) => ((counts[day] as number) > 0 ? sum / (counts[day] as number) : 0));
    const seen = means.filter((_, day) => (counts[day] as number) > 0);
    const centre = seen.reduce((sum, m) => sum + m, 0) / seen.length;
    const next = means.map((m, day) => ((counts[day] as number) > 0 ? m - centre : 0));
    const change = Math.max(...next.map((value, day) => Math.abs(value - (weekly[day] as number))));
    weekly = next;
    if (change < SETTLED) break;
  }
  const fitted = (i: number) =>
    line.intercept + line.slope * (t[i] as number) + (weekly[weekdays[i] as number] as number);
  return { ...line, weekly, residuals: ys.map((y, i) => y - fitted(i)), origin };
}

/** The model's value on a day (never below zero: no slice has negative traffic). */
export function predict(model: FittedModel, date: string): number {
  const t = dayIndex(date) - dayIndex(model.origin);
  return Math.max(0, model.intercept + model.slope * t + (model.weekly[weekdayOf(date)] as number));
}

/** Point forecasts with a central band of `coverage` (0.8: from the 10th to the 90th residual percentile). */
export function forecastDays(
  model: FittedModel,
  dates: readonly string[],
  coverage: number,
): ForecastPoint[] {
  const tail = (1 - coverage) / 2;
  const low = quantile(model.residuals, tail);
  const high = quantile(model.residuals, 1 - tail);
  return dates.map((date) => {
    const value = predict(model, date);
    return { date, value, lower: Math.max(0, value + low), upper: Math.max(0, value + high) };
  });
}

export type BacktestError = {
  /** Mean absolute percentage error over the held-out days with traffic, 0..∞ (0.12 = 12 %). */
  mape: number | null;
  /** Share of held-out days whose actual value fell inside the band. */
  coverage: number;
  heldOutDays: number;
};

/** Fits on all but the last `heldOut` days, forecasts those and scores the forecast against them. */
export function backtest(series: readonly DailyPoint[], heldOut: number, coverage: number): BacktestError {
  const training = series.slice(0, series.length - heldOut);
  const actual = series.slice(series.length - heldOut);
  const forecast = forecastDays(
    fitModel(training),
    actual.map((point) => point.date),
    coverage,
  );
  const errors: number[] = [];
  let inside = 0;
  actual.forEach((point, i) => {
    const predicted = forecast[i] as ForecastPoint;
    if (point.value > 0) errors.push(Math.abs(point.value - predicted.value) / point.value);
    if (point.value >= predicted.lower && point.value <= predicted.upper) inside++;
  });
  return {
    mape: errors.length > 0 ? errors.reduce((sum, e) => sum + e, 0) / errors.length : null,
    coverage: actual.length > 0 ? inside / actual.length : 0,
    heldOutDays: actual.length,
  };
}
