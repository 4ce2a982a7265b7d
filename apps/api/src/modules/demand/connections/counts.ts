import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { demandPartners, connectionStatusCounts as kept } from '../../../db/schema/demand';
import type { AuthContext } from '../../../http/auth';
import { networkFilter } from '../../../http/scope-filter';

/** Whose connections are counted: the caller's (a network user's network), one partner's, the networks asked for. */
export type CountScope = { auth: AuthContext; dpId?: number; networkIds?: number[] };

const summed = sql<number>`coalesce(sum(${kept.n}), 0)`.mapWith(Number);

/** Rows of the kept counts in scope; the partner gives the network. */
const keptWhere = (scope: CountScope, statuses?: EntityStatus[]): SQL | undefined =>
  and(
    networkFilter(demandPartners.networkId, scope.auth, scope.networkIds),
    scope.dpId === undefined ? undefined : eq(kept.demandPartnerId, scope.dpId),
    statuses?.length ? inArray(kept.status, statuses) : undefined,
  );

const partnerOfCount = eq(demandPartners.id, kept.demandPartnerId);

/** Connections per status from the counts the triggers keep (for scopes without a name search). */
export const keptStatusCounts = (db: Db, scope: CountScope) =>
  db
    .select({ status: kept.status, n: summed })
    .from(kept)
    .innerJoin(demandPartners, partnerOfCount)
    .where(keptWhere(scope))
    .groupBy(kept.status);

/** How many connections in scope have one of these statuses (any when none). */
export const keptTotal = (db: Db, scope: CountScope, statuses?: EntityStatus[]) =>
  db
    .select({ n: summed })
    .from(kept)
    .innerJoin(demandPartners, partnerOfCount)
    .where(keptWhere(scope, statuses));
