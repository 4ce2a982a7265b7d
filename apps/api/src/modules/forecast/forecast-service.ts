import { toWireDate } from '@adcast/domain/date-ranges';
import { bookedByDay, datesFrom } from '@adcast/domain/forecast/booked';
import {
  FORECAST_BAND,
  FORECAST_HISTORY_DAYS,
  FORECAST_MESSAGES,
  FORECAST_MIN_HISTORY_DAYS,
  type ForecastQuery,
  type ForecastResult,
  forecastSeries,
  type SliceHistory,
  trimLeadingSilence,
} from '@adcast/domain/forecast/forecast';
import { type SliceConditions, sliceConditions } from '@adcast/domain/forecast/slice';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import type { AuthContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { loadRecord } from '../../records/rows';
import { factScopeOf } from '../../reports/fact-scope';
import type { FactStore } from '../../reports/fact-store';
import type { FactScope } from '../../reports/scope';
import { historySpan, sliceHistory } from '../../reports/slice-history';
import { TARGETING } from '../inventory/targeting/targeting-record';
import type { ModuleDeps } from '../module-deps';
import { bookedLineItems } from './booked-line-items';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Whose facts and line items a forecast reads: a network user its network; staff every network,
 * or the network the slice belongs to (its supply package's, or its targeting set's).
 */
function scopeOf(auth: AuthContext, sliceNetworkId: number | null): ReportScope {
  const networkId = auth.user.network?.id ?? sliceNetworkId;
  return networkId === null ? { kind: 'everything' } : { kind: 'network', networkId };
}

/** The forecast of a slice over a flight: supply per day with its band, what is booked of it, and the backtest. */
export async function forecastSlice(
  deps: Deps,
  auth: AuthContext,
  query: ForecastQuery,
  now = new Date(),
  ownerNetworkId: number | null = null,
): Promise<ForecastResult> {
  const today = toWireDate(now);
  if (query.endDate < today) throw badRequest(FORECAST_MESSAGES.flightEnded);
  const set = query.targetingId ? await loadRecord(deps.db, auth, TARGETING, query.targetingId) : null;
  const scope = scopeOf(auth, ownerNetworkId ?? set?.network?.id ?? null);
  const factScope = await factScopeOf(deps.db, scope);
  const slice = sliceConditions(query, set);
  const flight = datesFrom(query.startDate, query.endDate).filter((date) => date >= today);
  const supply = await forecastSupply(deps.facts, factScope, slice, today, flight);
  const { history, span } = supply;
  const base = {
    startDate: flight[0] ?? query.startDate,
    endDate: query.endDate,
    band: FORECAST_BAND,
    history: { ...span, daysWithTraffic: history.requests.length },
    notes: slice.notes,
  };
  if (supply.forecast === null)
    return {
      ...base,
      notEnoughHistory: FORECAST_MESSAGES.notEnoughHistory(history.requests.length),
      days: [],
      totals: { requests: 0, impressions: 0, booked: 0, available: 0 },
      backtest: null,
      bookedLineItems: 0,
    };

  const { forecast, share } = supply;
  const items = await bookedLineItems(deps, auth, {
    from: flight[0] ?? today,
    to: query.endDate,
    networkId: scope.kind === 'network' ? scope.networkId : null,
  });
  const booked = bookedByDay(items, flight, today, share);
  const days = forecast.days.map((day, i) => {
    const taken = Math.min(booked[i] as number, day.impressions.value);
    return { ...day, booked: taken, available: day.impressions.value - taken };
  });
  return {
    ...base,
    notEnoughHistory: null,
    days,
    totals: {
      requests: sum(days.map((d) => d.requests.value)),
      impressions: sum(days.map((d) => d.impressions.value)),
      booked: sum(days.map((d) => d.booked)),
      available: sum(days.map((d) => d.available)),
    },
    backtest: forecast.backtest,
    bookedLineItems: items.length,
  };
}

/**
 * What the facts say of a slice: its history (from its first day of traffic), the forecast of the
 * flight's dates (null with too little history) and its share of the scope's impressions, for
 * booked line items: they carry no targeting, so each takes of every slice of its network in
 * proportion to the slice's supply. The slice's and the scope's statements run side by side.
 */
export async function forecastSupply(
  facts: FactStore,
  factScope: FactScope,
  slice: SliceConditions,
  today: string,
  flight: readonly string[],
) {
  const span = historySpan(today, FORECAST_HISTORY_DAYS);
  const whole = slice.filters.length + slice.exclusions.length === 0;
  const [sliced, scoped] = await Promise.all([
    sliceHistory(facts, { ...span, ...slice }, factScope),
    whole ? null : sliceHistory(facts, { ...span, filters: [] }, factScope),
  ]);
  const history = trimLeadingSilence(sliced);
  if (history.requests.length < FORECAST_MIN_HISTORY_DAYS) return { span, history, forecast: null, share: 0 };
  const impressionsOf = (series: SliceHistory) => sum(series.impressions.map((p) => p.value));
  const scopeImpressions = scoped ? impressionsOf(scoped) : impressionsOf(history);
  const share = scopeImpressions > 0 ? Math.min(1, impressionsOf(history) / scopeImpressions) : 0;
  return { span, history, forecast: forecastSeries(history, flight), share };
}
