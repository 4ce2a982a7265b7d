import type { ForecastQuery } from '@adcast/domain/forecast/forecast';
import {
  SAVED_FORECAST_LABEL,
  SAVED_FORECAST_MESSAGES,
  type SavedForecast,
  type SavedForecastListFilter,
  snapshotOf,
} from '@adcast/domain/forecast/saved-forecasts';
import type { Page } from '@adcast/domain/paging';
import {
  deleteSavedForecast,
  insertSavedForecast,
  SAVED_FORECAST_UNIQUE,
  type SavedForecastRow,
  savedForecastById,
  savedForecastPage,
} from '../../db/saved-forecasts';
import { savedForecasts } from '../../db/schema/forecasts';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthContext } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { networkScope } from '../../http/scope';
import { networkFilter } from '../../http/scope-filter';
import { loadRecord } from '../../records/rows';
import { TARGETING } from '../inventory/targeting/targeting-record';
import type { ModuleDeps } from '../module-deps';
import { forecastSlice } from './forecast-service';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const toSavedForecast = ({ forecast: row, ...names }: SavedForecastRow): SavedForecast => ({
  id: row.id,
  name: row.name,
  query: row.query,
  targeting: ref(row.targetingId, names.targetingName),
  network: ref(row.networkId, names.networkName),
  savedBy: ref(row.savedBy, names.savedByName),
  savedOn: row.savedOn.toISOString(),
  snapshot: {
    requests: row.requests,
    impressions: row.impressions,
    booked: row.booked,
    available: row.available,
    mape: row.backtested ? { requests: row.requestsMape, impressions: row.impressionsMape } : null,
    notEnoughHistory: row.notEnoughHistory,
  },
});

/** A network user sees its network's saved forecasts; staff every network's. */
const visibleTo = (auth: AuthContext) => networkFilter(savedForecasts.networkId, auth);

/**
 * The network whose supply a slice's forecast reads, as the forecast itself scopes it: a network
 * user's own; for staff, the targeting set's network (loaded as the caller may see it), else none.
 */
async function networkOfSlice(deps: Deps, auth: AuthContext, query: ForecastQuery): Promise<number | null> {
  const own = networkScope(auth);
  if (own !== null || !query.targetingId) return own;
  return (await loadRecord(deps.db, auth, TARGETING, query.targetingId)).network?.id ?? null;
}

export async function savedForecastsOf(
  deps: Deps,
  auth: AuthContext,
  filter: SavedForecastListFilter,
): Promise<Page<SavedForecast>> {
  const { rows, total } = await savedForecastPage(deps.db, { ...filter, scope: visibleTo(auth) });
  return { content: rows.map(toSavedForecast), totalElements: total };
}

export async function savedForecastOf(deps: Deps, auth: AuthContext, id: number): Promise<SavedForecast> {
  const row = await savedForecastById(deps.db, id, visibleTo(auth));
  if (!row) throw notFound(SAVED_FORECAST_LABEL);
  return toSavedForecast(row);
}

/**
 * Saves a slice and flight under a name with the totals of the forecast made here and now: the
 * figures a client sends are never read, so the snapshot is what the server promised that day.
 */
export async function saveForecast(
  deps: Deps,
  auth: AuthContext,
  { name, query }: { name: string; query: ForecastQuery },
  now = new Date(),
): Promise<SavedForecast> {
  const networkId = await networkOfSlice(deps, auth, query);
  const snapshot = snapshotOf(await forecastSlice(deps, auth, query, now, networkId));
  try {
    const id = await insertSavedForecast(deps.db, {
      name,
      networkId,
      query: { ...query, targetingId: query.targetingId ?? null },
      targetingId: query.targetingId ?? null,
      savedBy: auth.user.id,
      savedOn: now,
      requests: snapshot.requests,
      impressions: snapshot.impressions,
      booked: snapshot.booked,
      available: snapshot.available,
      backtested: snapshot.mape !== null,
      requestsMape: snapshot.mape?.requests ?? null,
      impressionsMape: snapshot.mape?.impressions ?? null,
      notEnoughHistory: snapshot.notEnoughHistory,
    });
    return await savedForecastOf(deps, auth, id);
  } catch (error) {
    if (isUniqueViolation(error, SAVED_FORECAST_UNIQUE)) throw conflict(SAVED_FORECAST_MESSAGES.nameTaken);
    throw error;
  }
}

export async function deleteSavedForecastOf(deps: Deps, auth: AuthContext, id: number): Promise<void> {
  if (!(await deleteSavedForecast(deps.db, id, visibleTo(auth)))) throw notFound(SAVED_FORECAST_LABEL);
}
