import type { AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import { and, inArray, ne } from 'drizzle-orm';
import type { CrawlSubject, CrawlTarget } from '../../../ads-txt/crawl-subjects';
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

/** The apps or domains (not archived; all of them unless `ids` names some) with their targets. */
async function subjectRows(db: Db, kind: AdsTxtSubjectKind, ids?: readonly number[]): Promise<SubjectRow[]> {
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
      .where(and(ne(apps.status, 'ARCHIVED'), ids ? inArray(apps.id, [...ids]) : undefined));
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
    .where(and(ne(domains.status, 'ARCHIVED'), ids ? inArray(domains.id, [...ids]) : undefined));
  return rows.map((row) => ({ ...row, target: { domain: row.url } }));
}

/** The crawl subjects of these apps or domains, with the lines their publishers need; those without a target left out. */
export async function crawlSubjects(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  kind: AdsTxtSubjectKind,
  ids?: readonly number[],
): Promise<CrawlSubject[]> {
  const rows = await subjectRows(deps.db, kind, ids);
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
    deps.adsTxt.addSource({ kind, subjects: () => crawlSubjects(deps, kind) });
  }
}

/** Queues a crawl of each subject; answers how many were queued (one already queued counts once). */
export async function requestCrawls(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'adsTxt'>,
  kind: AdsTxtSubjectKind,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  let queued = 0;
  for (const subject of await crawlSubjects(deps, kind, ids)) {
    await deps.adsTxt.requestCrawl(kind, subject.id, subject.target, {
      networkId: subject.networkId,
      needed: subject.needed,
    });
    queued++;
  }
  return queued;
}
