import { z } from 'zod';
import { DEVICE_TYPE_OPTIONS, PLATFORM_OPTIONS } from '../enumerations';
import { PageNumberSchema, PageSizeSchema } from '../list-schemas';
import { DEFAULT_PAGE_SIZE } from '../paging';
import { SearchTextSchema } from '../records';
import { type ForecastQuery, ForecastQuerySchema, type ForecastResult } from './forecast';

/**
 * Saved forecasts: a slice and flight kept under a name in its network, with the totals the
 * forecast gave when it was saved, so a team finds, shares and compares what was promised then.
 */
export const SAVED_FORECAST_LABEL = 'Saved forecast';
export const SAVED_FORECAST_NAME_MAX = 200;

export const SAVED_FORECAST_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `A name is at most ${SAVED_FORECAST_NAME_MAX} characters`,
  nameTaken: 'A saved forecast of this network already has this name: choose another',
  notFound: `${SAVED_FORECAST_LABEL} not found`,
  saved: 'Forecast saved',
  deleted: 'Saved forecast deleted',
  errorSave: 'Error occurred while saving the forecast',
  errorDelete: 'Error occurred while deleting the saved forecast',
  errorFetching: 'Error occurred while fetching the saved forecasts',
  deleteConfirm: (name: string) => `Delete the saved forecast “${name}”? Its snapshot is lost.`,
  noForecast: 'No forecast: too little history',
  allSupply: 'All supply',
} as const;

export const SavedForecastNameSchema = z
  .string({ error: SAVED_FORECAST_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_FORECAST_MESSAGES.nameRequired)
  .max(SAVED_FORECAST_NAME_MAX, SAVED_FORECAST_MESSAGES.nameTooLong);

/** A save: the name and the slice and flight exactly as the forecast takes them; the figures are the server's. */
export const SavedForecastInputSchema = z.object({
  name: SavedForecastNameSchema,
  query: ForecastQuerySchema,
});
export type SavedForecastInput = z.input<typeof SavedForecastInputSchema>;

/** The forecast's totals over the flight when it was saved, and its backtest error (MAPE) if it had one. */
export const SavedForecastSnapshotSchema = z.object({
  requests: z.number(),
  impressions: z.number(),
  booked: z.number(),
  available: z.number(),
  /** Null without a backtest (too little history to hold days out); a measure's null: no held-out day had traffic. */
  mape: z.object({ requests: z.number().nullable(), impressions: z.number().nullable() }).nullable(),
  /** The slice had too little history: no forecast was given and the totals are zero. */
  notEnoughHistory: z.boolean(),
});
export type SavedForecastSnapshot = z.infer<typeof SavedForecastSnapshotSchema>;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const SavedForecastSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: ForecastQuerySchema,
  /** The targeting set the slice starts from, by its current name; null when none (or it is gone). */
  targeting: RefSchema.nullable(),
  /** The network whose supply was forecast; null for staff's forecasts across every network. */
  network: RefSchema.nullable(),
  savedBy: RefSchema.nullable(),
  savedOn: z.string(),
  snapshot: SavedForecastSnapshotSchema,
});
export type SavedForecast = z.infer<typeof SavedForecastSchema>;

/** The list: newest first, paged, searched by name. */
export const SavedForecastListFilterSchema = z.object({
  page: PageNumberSchema.default(0),
  size: PageSizeSchema.default(DEFAULT_PAGE_SIZE),
  name: SearchTextSchema,
});
export type SavedForecastListFilter = z.infer<typeof SavedForecastListFilterSchema>;

/** What a saved forecast keeps of a forecast's answer. */
export const snapshotOf = (result: ForecastResult): SavedForecastSnapshot => ({
  ...result.totals,
  mape: result.backtest && {
    requests: result.backtest.requests.mape,
    impressions: result.backtest.impressions.mape,
  },
  notEnoughHistory: result.notEnoughHistory !== null,
});

const SHOWN_COUNTRIES = 3;
const labelsOf = <K extends string | number>(options: readonly { key: K; label: string }[], keys: K[]) =>
  keys.map((key) => options.find((option) => option.key === key)?.label ?? String(key)).join(', ');

/** A slice in a line: its targeting set, countries, device types, platforms and how many placements. */
export function sliceSummary(query: ForecastQuery, targetingName: string | null): string {
  const countries =
    query.countries.length > SHOWN_COUNTRIES
      ? `${query.countries.slice(0, SHOWN_COUNTRIES).join(', ')} +${query.countries.length - SHOWN_COUNTRIES}`
      : query.countries.join(', ');
  const placements = query.placementIds.length;
  const parts = [
    query.targetingId ? (targetingName ?? `Targeting set ${query.targetingId}`) : '',
    countries,
    labelsOf(DEVICE_TYPE_OPTIONS, query.deviceTypes),
    labelsOf(PLATFORM_OPTIONS, query.platforms),
    placements === 0 ? '' : placements === 1 ? '1 placement' : `${placements} placements`,
  ].filter((part) => part !== '');
  return parts.length === 0 ? SAVED_FORECAST_MESSAGES.allSupply : parts.join(' · ');
}
