import { z } from 'zod';
import { daysIn, WireDateSchema } from '../date-ranges';
import { DeviceTypeSchema, PlatformSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { CountryCodeSchema } from '../inventory/targeting-geo';
import { type BacktestError, backtest, type DailyPoint, fitModel, forecastDays } from './model';

export const FORECAST_API = {
  forecast: '/api/forecast',
  /** Saved forecasts: the list (GET) and a save (POST). */
  saved: '/api/forecast/saved',
  savedForecast: (id: number | string) => `/api/forecast/saved/${id}`,
} as const;

/** Days of facts the model learns from, ending yesterday (UTC): thirteen whole weeks. */
export const FORECAST_HISTORY_DAYS = 91;
/** Fewer days of traffic than this (two weeks: each weekday twice) and no forecast is given. */
export const FORECAST_MIN_HISTORY_DAYS = 14;
/** The last two weeks of history are held out to score the model, when at least this much remains to fit. */
export const FORECAST_BACKTEST_DAYS = 14;
/** The band holds this share of days: from the 10th to the 90th percentile of the residuals. */
export const FORECAST_BAND = 0.8;
export const FORECAST_MAX_FLIGHT_DAYS = 366;
export const FORECAST_MAX_PLACEMENTS = 10_000;

export const FORECAST_MESSAGES = {
  flightOrder: 'The end date must be on or after the start date',
  flightTooLong: `A flight is at most ${FORECAST_MAX_FLIGHT_DAYS} days`,
  flightEnded: 'The flight has ended: choose an end date from today on',
  tooManyPlacements: `A slice names at most ${FORECAST_MAX_PLACEMENTS.toLocaleString('en-US')} placements`,
  notEnoughHistory: (days: number) =>
    `Not enough history to forecast this slice: ${days} ${days === 1 ? 'day' : 'days'} of traffic in the last ${FORECAST_HISTORY_DAYS}, at least ${FORECAST_MIN_HISTORY_DAYS} are needed.`,
  noBacktest: `Too little history to hold out ${FORECAST_BACKTEST_DAYS} days and still fit the model: no backtest.`,
  citiesNotRead: "The facts have no city: the targeting set's cities are not part of the slice.",
  dayPartsNotRead: "Forecasts are by day: the targeting set's day-parting is not applied.",
} as const;

/** The slice of supply to forecast: a targeting set and/or ad-hoc choices, each narrowing the facts. */
export const ForecastQuerySchema = z
  .object({
    targetingId: IdSchema.nullish(),
    countries: z.array(CountryCodeSchema).max(300).default([]),
    deviceTypes: z.array(DeviceTypeSchema).max(8).default([]),
    platforms: z.array(PlatformSchema).max(4).default([]),
    placementIds: z
      .array(IdSchema)
      .max(FORECAST_MAX_PLACEMENTS, FORECAST_MESSAGES.tooManyPlacements)
      .default([]),
    startDate: WireDateSchema,
    endDate: WireDateSchema,
  })
  .superRefine((query, ctx) => {
    if (query.endDate < query.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: FORECAST_MESSAGES.flightOrder });
    else if (daysIn({ dateFrom: query.startDate, dateTo: query.endDate }) > FORECAST_MAX_FLIGHT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: FORECAST_MESSAGES.flightTooLong });
  });
export type ForecastQuery = z.output<typeof ForecastQuerySchema>;
export type ForecastQueryInput = z.input<typeof ForecastQuerySchema>;

const BandSchema = z.object({ value: z.number(), lower: z.number(), upper: z.number() });
const BacktestSchema = z.object({
  mape: z.number().nullable(),
  coverage: z.number(),
  heldOutDays: z.number().int(),
});

export const ForecastDaySchema = z.object({
  date: z.string(),
  requests: BandSchema,
  impressions: BandSchema,
  /** Impressions booked line items are expected to take that day. */
  booked: z.number(),
  /** Forecast impressions less booked (never below zero). */
  available: z.number(),
});
export type ForecastDay = z.infer<typeof ForecastDaySchema>;

export const ForecastResultSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  band: z.number(),
  history: z.object({ from: z.string(), to: z.string(), daysWithTraffic: z.number().int() }),
  /** Set when the slice has too little history: then `days` is empty and no figure is invented. */
  notEnoughHistory: z.string().nullable(),
  days: z.array(ForecastDaySchema),
  totals: z.object({
    requests: z.number(),
    impressions: z.number(),
    booked: z.number(),
    available: z.number(),
  }),
  backtest: z.object({ requests: BacktestSchema, impressions: BacktestSchema }).nullable(),
  bookedLineItems: z.number().int(),
  notes: z.array(z.string()),
});
export type ForecastResult = z.infer<typeof ForecastResultSchema>;

/** Daily request and impression counts of a slice over its history (every day, zeros included). */
export type SliceHistory = { requests: DailyPoint[]; impressions: DailyPoint[] };

/** The history from the first day with traffic on: days before the slice existed are not zeros. */
export function trimLeadingSilence(history: SliceHistory): SliceHistory {
  const first = history.requests.findIndex(
    (point, i) => point.value > 0 || (history.impressions[i]?.value ?? 0) > 0,
  );
  if (first < 0) return { requests: [], impressions: [] };
  return { requests: history.requests.slice(first), impressions: history.impressions.slice(first) };
}

const band = (point: { value: number; lower: number; upper: number }) => ({
  value: point.value,
  lower: point.lower,
  upper: point.upper,
});

/** Point forecasts and bands of requests and impressions for the dates, and the backtest when history allows. */
export function forecastSeries(history: SliceHistory, dates: readonly string[]) {
  const requests = forecastDays(fitModel(history.requests), dates, FORECAST_BAND);
  const impressions = forecastDays(fitModel(history.impressions), dates, FORECAST_BAND);
  const scored =
    history.requests.length >= FORECAST_MIN_HISTORY_DAYS + FORECAST_BACKTEST_DAYS
      ? {
          requests: backtest(history.requests, FORECAST_BACKTEST_DAYS, FORECAST_BAND) as BacktestError,
          impressions: backtest(history.impressions, FORECAST_BACKTEST_DAYS, FORECAST_BAND) as BacktestError,
        }
      : null;
  return {
    days: dates.map((date, i) => ({
      date,
      requests: band(requests[i] as (typeof requests)[number]),
      impressions: band(impressions[i] as (typeof impressions)[number]),
    })),
    backtest: scored,
  };
}
