import { and, type SQL, sql } from 'drizzle-orm';
import type { ListDefinition, ListRequest } from './definition';
import type { PageWindow } from './page-window';

/**
 * The ids of one page, in the list's order (the opposite order when the window is reversed).
 * Each status is its own walk of the (status, key, id) index, stopping after offset + limit rows;
 * several statuses are merged in order, so no status filter ever sorts the matches.
 */
export function pageIdsQuery<P extends string>(
  def: ListDefinition<P>,
  where: SQL | undefined,
  statuses: readonly string[],
  sort: ListRequest<P>['sort'],
  window: PageWindow,
): SQL {
  const key = def.sortKeys[sort.sortProperty];
  const dir = (sort.sortDirection === 'asc') !== window.reversed ? sql.raw('asc') : sql.raw('desc');
  const walk = (status: string, limit: number, offset: number) =>
    sql`select ${def.id} as id, ${key} as k from ${def.table}
      where ${and(sql`${def.status} = ${status}`, where)}
      order by k ${dir}, id ${dir} limit ${limit} offset ${offset}`;
  if (statuses.length === 1) return walk(statuses[0]!, window.limit, window.offset);
  const walks = statuses.map((status) => sql`(${walk(status, window.offset + window.limit, 0)})`);
  return sql`select id, k from (${sql.join(walks, sql` union all `)}) merged
    order by k ${dir}, id ${dir} limit ${window.limit} offset ${window.offset}`;
}
