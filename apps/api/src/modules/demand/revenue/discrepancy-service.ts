import {
  type DiscrepancyQuery,
  type DiscrepancyRow,
  differencePct,
  isFlagged,
} from '@adcast/domain/demand/revenue/discrepancy';
import { fromMicros, toMicros } from '@adcast/domain/money';
import { REPORT_MAX_PAGE_SIZE, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { and, inArray } from 'drizzle-orm';
import { partnerRevenueOf } from '../../../db/dp-revenue';
import { demandPartners } from '../../../db/schema/demand';
import { publishers } from '../../../db/schema/tenancy';
import type { AuthContext } from '../../../http/auth';
import { runReport } from '../../../reports/run-report';
import type { FactScope } from '../../../reports/scope';
import type { ModuleDeps } from '../../module-deps';
import { partnersVisibleTo } from '../partners/partner-record';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;
type Partner = { id: number; displayName: string; networkId: number | null; discrepancyThresholdPct: number };
type Ours = { impressions: number; micros: number };

const keyOf = (day: string, partnerId: number, publisherId: number) => `${day}|${partnerId}|${publisherId}`;

/**
 * Our impressions and revenue by day × partner (× publisher), read from the report facts in the
 * partner's network's scope (every row for a partner of no network), so staff and the network's
 * users see the same figures.
 */
async function ourFigures(
  deps: Deps,
  partners: readonly Partner[],
  range: { dateFrom: string; dateTo: string },
  byPublisher: boolean,
): Promise<Map<string, Ours>> {
  const figures = new Map<string, Ours>();
  const networks = new Map<number | null, number[]>();
  for (const partner of partners)
    networks.set(partner.networkId, [...(networks.get(partner.networkId) ?? []), partner.id]);
  const dimensions = byPublisher ? ['day', 'demandPartner', 'publisherId'] : ['day', 'demandPartner'];
  for (const [networkId, partnerIds] of networks) {
    // The partners compared are the network's own, so the scope names exactly them.
    const factScope: FactScope =
      networkId === null
        ? { kind: 'everything' }
        : { kind: 'network', networkId, demand: { partnerIds, connectionIds: [] } };
    for (let page = 0; ; page += 1) {
      const query = ReportQuerySchema.parse({
        ...range,
        dimensions,
        metrics: ['adImpressions', 'revenue'],
        filters: [{ dimension: 'demandPartner', values: partnerIds }],
        page,
        size: REPORT_MAX_PAGE_SIZE,
      });
      const { content } = await runReport(deps.facts, query, factScope);
      for (const row of content) {
        const key = keyOf(String(row.day), Number(row.demandPartner), Number(row.publisherId ?? 0));
        figures.set(key, {
          impressions: Number(row.adImpressions ?? 0),
          micros: toMicros(Number(row.revenue ?? 0)),
        });
      }
      if (content.length < REPORT_MAX_PAGE_SIZE) break;
    }
  }
  return figures;
}

/** The partners a comparison covers: those the caller may see, narrowed to the ids asked for. */
export const partnersFor = (deps: Deps, auth: AuthContext, ids: readonly number[]) =>
  deps.db
    .select({
      id: demandPartners.id,
      displayName: demandPartners.displayName,
      networkId: demandPartners.networkId,
      discrepancyThresholdPct: demandPartners.discrepancyThresholdPct,
    })
    .from(demandPartners)
    .where(and(partnersVisibleTo(auth), ids.length ? inArray(demandPartners.id, [...ids]) : undefined));

/**
 * Each day the partner reported, against ours: by day × partner, and by publisher too where the
 * partner's file named publishers. Money is compared in whole millionths, so differences are exact.
 */
export async function compareRevenue(
  deps: Deps,
  partners: readonly Partner[],
  query: Pick<DiscrepancyQuery, 'dateFrom' | 'dateTo' | 'flaggedOnly'>,
): Promise<DiscrepancyRow[]> {
  const theirs = await partnerRevenueOf(
    deps.db,
    partners.map((partner) => partner.id),
    query.dateFrom,
    query.dateTo,
  );
  if (theirs.length === 0) return [];
  const range = { dateFrom: query.dateFrom, dateTo: query.dateTo };
  const byDay = await ourFigures(deps, partners, range, false);
  const byPublisher = theirs.some((row) => row.publisherId !== 0)
    ? await ourFigures(deps, partners, range, true)
    : new Map<string, Ours>();
  const publisherIds = [...new Set(theirs.map((row) => row.publisherId).filter((id) => id !== 0))];
  const names = new Map(
    publisherIds.length === 0
      ? []
      : (
          await deps.db
            .select({ id: publishers.id, name: publishers.name })
            .from(publishers)
            .where(inArray(publishers.id, publisherIds))
        ).map((row) => [row.id, row.name]),
  );
  const partnerOf = new Map(partners.map((partner) => [partner.id, partner]));
  const rows = theirs.map((row): DiscrepancyRow => {
    const partner = partnerOf.get(row.demandPartnerId) as Partner;
    const ours = (row.publisherId === 0
      ? byDay.get(keyOf(row.day, row.demandPartnerId, 0))
      : byPublisher.get(keyOf(row.day, row.demandPartnerId, row.publisherId))) ?? {
      impressions: 0,
      micros: 0,
    };
    const impressionsDifference = row.impressions - ours.impressions;
    const revenueMicrosDifference = row.revenueMicros - ours.micros;
    const figures = {
      ourImpressions: ours.impressions,
      impressionsDifference,
      ourRevenue: fromMicros(ours.micros),
      revenueDifference: fromMicros(revenueMicrosDifference),
      thresholdPct: partner.discrepancyThresholdPct,
    };
    return {
      day: row.day,
      demandPartner: { id: partner.id, displayName: partner.displayName },
      publisher:
        row.publisherId === 0
          ? null
          : { id: row.publisherId, name: names.get(row.publisherId) ?? `#${row.publisherId}` },
      ...figures,
      partnerImpressions: row.impressions,
      impressionsDifferencePct: differencePct(ours.impressions, impressionsDifference),
      partnerRevenue: fromMicros(row.revenueMicros),
      revenueDifferencePct: differencePct(ours.micros, revenueMicrosDifference),
      flagged: isFlagged({ ...figures, ourRevenue: ours.micros, revenueDifference: revenueMicrosDifference }),
    };
  });
  return query.flaggedOnly ? rows.filter((row) => row.flagged) : rows;
}

export async function discrepancies(deps: Deps, auth: AuthContext, query: DiscrepancyQuery) {
  const partners = await partnersFor(deps, auth, query.demandPartnerIds);
  return { content: await compareRevenue(deps, partners, query) };
}
