import type { DemandPartnerOption, DemandPartnerPickerFilter } from '@adcast/domain/demand/partners';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../db/paging';
import { demandPartners } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { containsText } from '../../../db/search';
import { orderOf, textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { networkOf } from '../../../records/network-choice';
import { partnersVisibleTo } from './partner-record';

const PICKER_SORT = { sortProperty: 'displayName', sortDirection: 'asc' } as const;

/** The demand partner picker: every status, sorted by display name. */
export function pickPartners(db: Db, auth: AuthContext, filter: DemandPartnerPickerFilter) {
  const where = and(
    partnersVisibleTo(auth),
    filter.displayName ? containsText(demandPartners.displayName, filter.displayName) : undefined,
    filter.ids?.length ? inArray(demandPartners.id, filter.ids) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: async () => (await db.select({ n: count() }).from(demandPartners).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset, reversed }) => {
      const rows = await db
        .select({
          id: demandPartners.id,
          displayName: demandPartners.displayName,
          status: demandPartners.status,
          networkId: demandPartners.networkId,
          networkName: networks.name,
        })
        .from(demandPartners)
        .leftJoin(networks, eq(networks.id, demandPartners.networkId))
        .where(where)
        .orderBy(
          ...orderOf(
            { displayName: textKey(demandPartners.displayName) },
            demandPartners.id,
            PICKER_SORT,
            reversed,
          ),
        )
        .limit(limit)
        .offset(offset);
      return rows.map(
        (row): DemandPartnerOption => ({
          id: row.id,
          displayName: row.displayName,
          status: row.status as EntityStatus,
          network: networkOf(row),
        }),
      );
    },
  });
}
