import type {
  DemandPartnerListFilter,
  DemandPartnerOption,
  DemandPartnerPickerFilter,
} from '@adcast/domain/demand/partners';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../db/paging';
import { demandPartners } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { containsText } from '../../../db/search';
import { orderOf, textKey } from '../../../db/sorting';
import { countByStatus } from '../../../db/status-counts';
import type { AuthContext } from '../../../http/auth';
import { networkOf, PARTNER_SORT_KEYS, partnersVisibleTo, selectPartners, toPartner } from './rows';

const displayNameLike = (displayName?: string) =>
  displayName ? containsText(demandPartners.displayName, displayName) : undefined;

const PICKER_SORT = { sortProperty: 'displayName', sortDirection: 'asc' } as const;

const countPartners = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(demandPartners).where(where))[0]?.n ?? 0;

export function listPartners(db: Db, auth: AuthContext, filter: DemandPartnerListFilter) {
  const where = and(
    partnersVisibleTo(auth),
    displayNameLike(filter.displayName),
    filter.status?.length ? inArray(demandPartners.status, filter.status) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: () => countPartners(db, where),
    rows: async ({ limit, offset, reversed }) =>
      (
        await selectPartners(db)
          .where(where)
          .orderBy(...orderOf(PARTNER_SORT_KEYS, demandPartners.id, filter, reversed))
          .limit(limit)
          .offset(offset)
      ).map(toPartner),
  });
}

/** The demand partner picker: every status, sorted by display name. */
export function pickPartners(db: Db, auth: AuthContext, filter: DemandPartnerPickerFilter) {
  const where = and(
    partnersVisibleTo(auth),
    displayNameLike(filter.displayName),
    filter.ids?.length ? inArray(demandPartners.id, filter.ids) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: () => countPartners(db, where),
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

export const countPartnersByStatus = (db: Db, auth: AuthContext, displayName?: string) =>
  countByStatus(
    db,
    demandPartners,
    demandPartners.status,
    and(partnersVisibleTo(auth), displayNameLike(displayName)),
  );
