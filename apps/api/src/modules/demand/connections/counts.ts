import { and, eq, inArray } from 'drizzle-orm';
import { sumOrZero } from '../../../db/aggregates';
import type { Db } from '../../../db/client';
import { demandPartners, connectionStatusCounts as kept } from '../../../db/schema/demand';
import { networkFilter } from '../../../http/scope-filter';
import type { KeptCounts } from '../../../records/definition';

const summed = sumOrZero(kept.n);

const partnerOfCount = eq(demandPartners.id, kept.demandPartnerId);

/** Connections per status and in total from the counts the triggers keep (for scopes without a name search). */
export const KEPT_CONNECTION_COUNTS: KeptCounts = {
  // The caller's network, one partner, the networks asked for; the partner gives the network.
  where: (scope) =>
    and(
      networkFilter(demandPartners.networkId, scope.auth, scope.networkIds),
      scope.parent?.dpId === undefined ? undefined : eq(kept.demandPartnerId, scope.parent.dpId),
    ),
  byStatus: (db: Db, where) =>
    db
      .select({ status: kept.status, n: summed })
      .from(kept)
      .innerJoin(demandPartners, partnerOfCount)
      .where(where)
      .groupBy(kept.status),
  total: (db: Db, where, statuses) =>
    db
      .select({ n: summed })
      .from(kept)
      .innerJoin(demandPartners, partnerOfCount)
      .where(and(where, statuses?.length ? inArray(kept.status, statuses) : undefined)),
};
