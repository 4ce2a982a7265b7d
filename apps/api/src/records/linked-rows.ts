import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { networksOfRows } from '../db/deals';
import type { AuthContext } from '../http/auth';
import { badRequest } from '../http/errors';
import { networkFilter } from '../http/scope-filter';

/**
 * Rows a record links to (a deal's placements, a bundle's channels): each must exist and be visible
 * to the caller and, when the record has a network, be in that network.
 */
export async function checkLinkedRows(
  db: Db,
  auth: AuthContext,
  table: { id: AnyPgColumn; networkId: AnyPgColumn },
  ids: readonly number[],
  messages: { missing: (ids: number[]) => string; outside: (ids: number[]) => string },
  networkId: number | null,
): Promise<void> {
  const found = await networksOfRows(db, table, ids, networkFilter(table.networkId, auth));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(messages.missing(missing));
  if (networkId === null) return;
  const outside = ids.filter((id) => found.get(id) !== networkId).sort((a, b) => a - b);
  if (outside.length > 0) throw badRequest(messages.outside(outside));
}
