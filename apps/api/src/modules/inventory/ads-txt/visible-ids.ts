import type { AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apps, domains } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { publisherRowsVisibleTo } from '../../../http/scope-filter';

const TABLES = { APP: { table: apps, label: 'App' }, DOMAIN: { table: domains, label: 'Domain' } } as const;

/** Every id named must be an app (or domain) the caller may see: one that is not is a 404 for all. */
export async function visibleIds(db: Db, auth: AuthContext, kind: AdsTxtSubjectKind, ids: readonly number[]) {
  if (ids.length === 0) return;
  const { table, label } = TABLES[kind];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, unique), publisherRowsVisibleTo(table, auth)));
  if (rows.length !== unique.length) throw notFound(label);
}
