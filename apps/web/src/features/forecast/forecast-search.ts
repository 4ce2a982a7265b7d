import { type ForecastQuery, ForecastQuerySchema } from '@adcast/domain/forecast/forecast';
import { getRouteApi } from '@tanstack/react-router';

/**
 * The forecast's URL: the slice and flight last forecast, lists comma-joined (`platforms=CTV,APP`).
 * A type, not an interface: the router's search takes it as a record of params.
 */
export type ForecastSearch = {
  targetingId?: number;
  countries?: string;
  deviceTypes?: string;
  platforms?: string;
  placementIds?: string;
  startDate?: string;
  endDate?: string;
};

const LIST_KEYS = ['countries', 'deviceTypes', 'platforms', 'placementIds'] as const;

/** A list as the URL holds it: 'US,CA', a lone number the parser read as one, or an old link's JSON array. */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'string') return [];
  return value.split(',').filter((item) => item !== '');
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The route's `validateSearch`: only params a forecast takes stay, in their URL form. */
export function forecastSearch(search: Record<string, unknown>): ForecastSearch {
  const kept: ForecastSearch = {};
  const targetingId = Number(search.targetingId);
  if (Number.isInteger(targetingId) && targetingId > 0) kept.targetingId = targetingId;
  for (const key of LIST_KEYS) {
    const list = listOf(search[key]);
    if (list.length > 0) kept[key] = list.join(',');
  }
  const startDate = textOf(search.startDate);
  const endDate = textOf(search.endDate);
  if (startDate) kept.startDate = startDate;
  if (endDate) kept.endDate = endDate;
  return kept;
}

/** The forecast a URL asks for, or null when it names no flight or the slice is not one the form would send. */
export function forecastQueryOf(search: ForecastSearch): ForecastQuery | null {
  if (!search.startDate || !search.endDate) return null;
  const parsed = ForecastQuerySchema.safeParse({
    targetingId: search.targetingId ?? null,
    countries: listOf(search.countries),
    deviceTypes: listOf(search.deviceTypes).map(Number),
    platforms: listOf(search.platforms),
    placementIds: listOf(search.placementIds).map(Number),
    startDate: search.startDate,
    endDate: search.endDate,
  });
  return parsed.success ? parsed.data : null;
}

/** A forecast as the URL keeps it. */
export const toForecastSearch = (query: ForecastQuery): ForecastSearch =>
  forecastSearch({
    targetingId: query.targetingId ?? undefined,
    countries: query.countries,
    deviceTypes: query.deviceTypes,
    platforms: query.platforms,
    placementIds: query.placementIds,
    startDate: query.startDate,
    endDate: query.endDate,
  });

export const forecastRoute = getRouteApi('/_authenticated/_shell/_staff/forecast');
