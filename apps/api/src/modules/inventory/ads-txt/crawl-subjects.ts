import type { AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import { and, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { CrawlSubject, CrawlTarget } from '../../../ads-txt/crawl-subjects';
import { lastCrawlNotOf } from '../../../db/ads-txt-crawls';
import type { Db } from '../../../db/client';
import { apps, domains } from '../../../db/schema/inventory';
import type { ModuleDeps } from '../../module-deps';
import { neededLinesOf } from './needed-lines';

type SubjectRow = { id: number; publisherId: number; networkId: number | null; target: CrawlTarget | null };

/** Where an app's app-ads.txt is looked for: its developer URL, else its store listing; null if neither. */
export const appTarget = (app: {
  developerUrl: string | null;
  storeUrl: string | null;
}): CrawlTarget | null =>
  app.developerUrl ? { developerUrl: app.developerUrl } : app.storeUrl ? { storeUrl: app.storeUrl } : null;

/** Which subjects: these ids (`moved`: only those never crawled or crawled at another target than today's), or all. */
type Which = { ids: readonly number[]; moved?: true } | 'all';

/** The apps or domains (not archived) with their targets. */
async function subjectRows(db: Db, kind: AdsTxtSubjectKind, which: Which): Promise<SubjectRow[]> {
  const ids = which === 'all' ? undefined : [...which.ids];
  const changed = which !== 'all' && which.moved === true;
  if (kind === 'APP') {
    const rows = await db
      .select({
        id: apps.id,
        publisherId: apps.publisherId,
        networkId: apps.networkId,
        developerUrl: apps.developerUrl,
        storeUrl: apps.storeUrl,
      })
      .from(apps)
      .where(
        and(
          ne(apps.status, 'ARCHIVED'),
          ids ? inArray(apps.id, ids) : undefined,
          changed
            ? and(
                or(isNotNull(apps.developerUrl), isNotNull(apps.storeUrl)),
                lastCrawlNotOf(kind, apps.id, apps.developerUrl, apps.storeUrl),
              )
            : undefined,
        ),
      );
    return rows.map((row) => ({ ...row, target: appTarget(row) }));
  }
  const rows = await db
    .select({
      id: domains.id,
      publisherId: domains.publisherId,
      networkId: domains.networkId,
      url: domains.url,
    })
    .from(domains)
    .where(
      and(
        ne(domains.status, 'ARCHIVED'),
        ids ? inArray(domains.id, ids) : undefined,
        changed ? lastCrawlNotOf(kind, domains.id, domains.url) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, target: { domain: row.url } }));
}

/** The crawl subjects of these apps or domains, with the lines their publishers need; those without a target left out. */
export async function crawlSubjects(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  kind: AdsTxtSubjectKind,
  which: Which,
): Promise<CrawlSubject[]> {
  const rows = await subjectRows(deps.db, kind, which);
  const needed = await neededLinesOf(
    deps.db,
    deps.config.publicUrl,
    rows.map((row) => row.publisherId),
  );
  return rows.flatMap((row) =>
    row.target
      ? [
          {
            kind,
            id: row.id,
            networkId: row.networkId,
            target: row.target,
            needed: needed.get(row.publisherId) ?? [],
          },
        ]
      : [],
  );
}

/** The apps and domains kept crawled by the hourly re-crawl. */
export function registerCrawlSources(deps: Pick<ModuleDeps, 'db' | 'config' | 'adsTxt'>): void {
  for (const kind of ['APP', 'DOMAIN'] as const) {
    deps.adsTxt.addSource({ kind, subjects: () => crawlSubjects(deps, kind, 'all') });
  }
}

/**
 * Queues a crawl of each of these apps or domains that can be crawled (not archived, with a target
 * naming a domain), in one insert; answers the ids queued (one already queued counts) and the rest.
 */
export async function requestCrawls(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'adsTxt'>,
  kind: AdsTxtSubjectKind,
  ids: readonly number[],
): Promise<{ queued: number[]; notCrawlable: number[] }> {
  if (ids.length === 0) return { queued: [], notCrawlable: [] };
  const { queued } = await deps.adsTxt.requestCrawls(await crawlSubjects(deps, kind, { ids }));
  const queuedIds = new Set(queued.map((subject) => subject.id));
  return { queued: [...queuedIds], notCrawlable: [...new Set(ids)].filter((id) => !queuedIds.has(id)) };
}

/**
 * Queues a crawl of those of these apps or domains never crawled, or whose store URL, developer URL
 * or domain changed since their last crawl (after a create, an edit, an import, a claim or a revert);
 * a target naming no domain is passed over (its status stays MISSING_CRAWL).
 */
export async function requestMovedCrawls(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'adsTxt'>,
  kind: AdsTxtSubjectKind,
  ids: readonly number[],
): Promise<number> {
  const { queued } = await deps.adsTxt.requestCrawls(await crawlSubjects(deps, kind, { ids, moved: true }));
  return queued.length;
}
