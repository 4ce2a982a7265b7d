import type { AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apps, domains } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { publisherRowsVisibleTo } from '../../../http/scope-filter';

const TABLES = { APP: apps, DOMAIN: domains } as const;

/** Those of the apps (or domains) named that the caller may see: its network's, a publisher its own. */
export async function visibleIds(
  db: Db,
  auth: AuthContext,
  kind: AdsTxtSubjectKind,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), publisherRowsVisibleTo(table, auth)));
  return rows.map((row) => row.id);
}
