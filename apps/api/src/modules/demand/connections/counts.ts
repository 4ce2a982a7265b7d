import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { sumOrZero } from '../../../db/aggregates';
import type { Db } from '../../../db/client';
import { demandPartners, connectionStatusCounts as kept } from '../../../db/schema/demand';
import { networkFilter } from '../../../http/scope-filter';
import type { KeptCounts, KeptScope } from '../../../records/definition';

const summed = sumOrZero(kept.n);

/** Rows of the kept counts in scope (the caller's network, one partner, the networks asked for); the partner gives the network. */
const keptWhere = (scope: KeptScope, statuses?: EntityStatus[]): SQL | undefined =>
  and(
    networkFilter(demandPartners.networkId, scope.auth, scope.networkIds),
    scope.parent?.dpId === undefined ? undefined : eq(kept.demandPartnerId, scope.parent.dpId),
    statuses?.length ? inArray(kept.status, statuses) : undefined,
  );

const partnerOfCount = eq(demandPartners.id, kept.demandPartnerId);

/** Connections per status and in total from the counts the triggers keep (for scopes without a name search). */
export const KEPT_CONNECTION_COUNTS: KeptCounts = {
  byStatus: (db: Db, scope) =>
    db
      .select({ status: kept.status, n: summed })
      .from(kept)
      .innerJoin(demandPartners, partnerOfCount)
      .where(keptWhere(scope))
      .groupBy(kept.status),
  total: (db: Db, scope, statuses) =>
    db
      .select({ n: summed })
      .from(kept)
      .innerJoin(demandPartners, partnerOfCount)
      .where(keptWhere(scope, statuses)),
};
