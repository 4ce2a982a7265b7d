import { PUBLISHER_KPI_METRICS, TOP_LIST_SIZE, type ViewRow } from '@adcast/domain/reports/dashboard';
import type { CoDashPart, PubDashPart } from '@adcast/domain/reports/paths';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { videoTitlesOf } from '../../db/catalogue/video-titles';
import { runViews, type ViewQuery } from '../../reports/view-report';
import type { ModuleDeps } from '../module-deps';
import { kpis, report, type Span, top } from './dashboard-service';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;
const ALL_ROWS = 1000;

/** Rows by video named by their titles: people know their videos by title, not by id. */
async function titled(deps: Deps, rows: ViewRow[]): Promise<ViewRow[]> {
  const titles = await videoTitlesOf(deps.db, rows.map((row) => Number(row.key)).filter(Number.isInteger));
  return rows.map((row) => {
    const name = titles.get(Number(row.key));
    return name === undefined ? row : { ...row, name };
  });
}

/** Part 2 §7 /api/pub-dash/*: one publisher's revenue, cost, impressions, domains and apps, videos, audio, watch time. */
export async function publisherDashboardPart(
  deps: Deps,
  scope: ReportScope,
  part: PubDashPart,
  span: Span,
  publisherId: number,
) {
  const filters = [{ dimension: 'publisherId', values: [publisherId] }];
  const byDay = async (metrics: string[], extra: { dimension: string; values: string[] }[] = []) =>
    (
      await report(deps, scope, {
        ...span,
        dimensions: ['day'],
        metrics,
        filters: [...filters, ...extra],
        size: ALL_ROWS,
      })
    ).content;
  const views = (query: Omit<ViewQuery, 'dateFrom' | 'dateTo' | 'filters'>) =>
    runViews(deps.facts, { ...span, ...query, filters: { publisherId } }, scope);
  switch (part) {
    case 'dashboard':
      return { kpis: await kpis(deps, scope, span, PUBLISHER_KPI_METRICS, publisherId) };
    case 'revenue':
      return { days: await byDay(['pubRevenue', 'adImpressions']) };
    case 'cost':
      return { days: await byDay(['networkSaasFee']) };
    case 'domains': {
      const [domains, apps] = await Promise.all([
        top(deps, scope, span, 'domain', publisherId),
        top(deps, scope, span, 'appBundleId', publisherId),
      ]);
      return { domains, apps };
    }
    case 'audio':
      return {
        days: await byDay(
          ['adImpressions', 'pubRevenue'],
          [{ dimension: 'inventoryType', values: ['AUDIO'] }],
        ),
      };
    case 'videos':
      return { videos: await titled(deps, await views({ by: 'video', limit: ALL_ROWS })) };
    case 'watch-duration':
      return { days: await views({ by: 'day' }) };
  }
}

/** Part 2 §7 /api/co-dash/*: a content owner's viewing: total, by day, top videos, by location, by platform. */
export async function contentOwnerDashboardPart(
  deps: Deps,
  scope: ReportScope,
  part: CoDashPart,
  span: Span,
  contentOwnerId?: number,
) {
  const views = (query: Omit<ViewQuery, 'dateFrom' | 'dateTo' | 'filters'>) =>
    runViews(deps.facts, { ...span, ...query, filters: contentOwnerId ? { contentOwnerId } : {} }, scope);
  switch (part) {
    case 'total': {
      const [total] = await views({ by: null });
      return { plays: total?.plays ?? 0, watchSeconds: total?.watchSeconds ?? 0 };
    }
    case 'videos-by-day':
      return { days: await views({ by: 'day' }) };
    case 'top-videos':
      return { videos: await titled(deps, await views({ by: 'video', limit: TOP_LIST_SIZE })) };
    case 'videos':
      return { videos: await titled(deps, await views({ by: 'video', limit: ALL_ROWS })) };
    case 'videos-by-location':
      return { countries: await views({ by: 'country' }) };
    case 'videos-by-platform':
      return { platforms: await views({ by: 'platform' }) };
  }
}
