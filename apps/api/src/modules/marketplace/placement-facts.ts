import { rangeFor } from '@adcast/domain/date-ranges';
import { REPORT_MAX_FILTER_VALUES, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import type { AuthContext } from '../../http/auth';
import { networkScope } from '../../http/scope';
import type { ModuleDeps } from '../module-deps';
import { queryReport } from '../reports/service';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;
export type PlacementFacts = { adRequests: number; adImpressions: number; revenue: number };
export type FactSpan = { dateFrom: string; dateTo: string };

/** The span of the last 30 (or 7) whole days, as the date selector's presets read it. */
export const lastDays = (days: 7 | 30, now = new Date()): FactSpan =>
  rangeFor(days === 7 ? 'LAST_7_DAYS' : 'LAST_30_DAYS', now);

/**
 * A network user reads its network's facts, staff every row: the placements asked for are already
 * ones the caller may see, and the scope keeps any other network's rows out of the sums.
 */
const scopeOf = (auth: AuthContext): ReportScope => {
  const network = networkScope(auth);
  return network === null ? { kind: 'everything' } : { kind: 'network', networkId: network };
};

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** Requests, impressions and revenue of each placement over the span, from the report facts. */
export async function factsByPlacement(
  deps: Deps,
  auth: AuthContext,
  span: FactSpan,
  placementIds: readonly number[],
): Promise<Map<number, PlacementFacts>> {
  const facts = new Map<number, PlacementFacts>();
  for (let start = 0; start < placementIds.length; start += REPORT_MAX_FILTER_VALUES) {
    const ids = placementIds.slice(start, start + REPORT_MAX_FILTER_VALUES);
    const result = await queryReport(
      deps,
      ReportQuerySchema.parse({
        ...span,
        dimensions: ['placementId'],
        metrics: ['adRequests', 'adImpressions', 'revenue'],
        filters: [{ dimension: 'placementId', values: ids }],
        size: REPORT_MAX_FILTER_VALUES,
      }),
      scopeOf(auth),
    );
    for (const row of result.content)
      facts.set(numberOf(row.placementId), {
        adRequests: numberOf(row.adRequests),
        adImpressions: numberOf(row.adImpressions),
        revenue: numberOf(row.revenue),
      });
  }
  return facts;
}
