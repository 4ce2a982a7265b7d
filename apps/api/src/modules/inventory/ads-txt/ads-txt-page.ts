import type { AdsTxtListFilterSchema, AdsTxtPage } from '@adcast/domain/ads-txt/ads-txt-status';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { adsTxtCrawls } from '../../../db/schema/ads-txt';
import { apps, domains } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { publisherRowsVisibleTo } from '../../../http/scope-filter';
import { crawlStatusOf } from './crawl-status';
import { neededLinesOf } from './needed-lines';

type Filter = z.output<typeof AdsTxtListFilterSchema>;

const subjectTables = {
  APP: { table: apps, name: apps.name },
  DOMAIN: { table: domains, name: domains.url },
} as const;

/** A crawl status filter; MISSING_CRAWL holds the subjects never crawled too. */
const statusWhere = (status: Filter['status']): SQL | undefined =>
  status === undefined
    ? undefined
    : status === 'MISSING_CRAWL'
      ? or(isNull(adsTxtCrawls.status), eq(adsTxtCrawls.status, status))
      : eq(adsTxtCrawls.status, status);

/** One page of the apps or domains the caller may see (archived ones left out) with their last crawl. */
export async function adsTxtPage(
  db: Db,
  publicUrl: string,
  auth: AuthContext,
  filter: Filter,
): Promise<AdsTxtPage> {
  const { table, name } = subjectTables[filter.kind];
  const joined = and(eq(adsTxtCrawls.subjectKind, filter.kind), eq(adsTxtCrawls.subjectId, table.id));
  const where = and(
    ne(table.status, 'ARCHIVED'),
    publisherRowsVisibleTo(table, auth),
    statusWhere(filter.status),
    filter.ids?.length ? inArray(table.id, filter.ids) : undefined,
  );
  const [total] = await db.select({ total: count() }).from(table).leftJoin(adsTxtCrawls, joined).where(where);
  const rows = await db
    .select({
      id: table.id,
      name,
      publisherId: table.publisherId,
      publisherName: table.publisherName,
      crawl: adsTxtCrawls,
    })
    .from(table)
    .leftJoin(adsTxtCrawls, joined)
    .where(where)
    .orderBy(asc(name), asc(table.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const needed = await neededLinesOf(
    db,
    publicUrl,
    rows.map((row) => row.publisherId),
  );
  return {
    totalElements: total?.total ?? 0,
    content: rows.map((row) => {
      const {
        records: _records,
        variables: _variables,
        problems,
        ...status
      } = crawlStatusOf(filter.kind, row.id, row.crawl ?? undefined, needed.get(row.publisherId) ?? []);
      return {
        ...status,
        name: row.name,
        publisher: { id: row.publisherId, name: row.publisherName },
        problemCount: problems.length,
      };
    }),
  };
}
