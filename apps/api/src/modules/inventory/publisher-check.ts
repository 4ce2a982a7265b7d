import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishers } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publisherRowsVisibleTo } from '../../http/scope-filter';

/** Of these publishers, the ones the caller may keep apps and domains for (its network's; a publisher user its own). */
export async function publishersInReach(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(
      and(
        inArray(publishers.id, [...new Set(ids)]),
        publisherRowsVisibleTo({ publisherId: publishers.id, networkId: publishers.networkId }, auth),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The publisher a new or edited row names must be in the caller's reach. */
export async function checkPublisher(db: Db, auth: AuthContext, publisherId: number): Promise<void> {
  if (!(await publishersInReach(db, auth, [publisherId])).has(publisherId))
    throw badRequest(DEMAND_MESSAGES.publisherNotFound);
}
