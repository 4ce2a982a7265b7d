import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CONTENT_OWNER_CONTRACT } from '@adcast/domain/content/owner-contract';
import type { CONTENT_OWNER_SORT_PROPERTIES, ContentOwner } from '@adcast/domain/content/owners';
import type { ContractTerm, RevenueModel } from '@adcast/domain/enumerations';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { currentShareOf } from '../../../db/owner-shares';
import { mediaFiles } from '../../../db/schema/catalogue';
import { contentOwners, networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { ownContentOwnerIds } from '../../../http/scope';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

/** Part 1 §7: a network user sees its network's owners; without content-owner read only the user's own. */
export function contentOwnersVisibleTo(auth: AuthContext, networkIds?: number[]): SQL | undefined {
  const own = ownContentOwnerIds(auth);
  return and(
    networkFilter(contentOwners.networkId, auth, networkIds),
    auth.permissions.has('CONTENT_OWNERS_READ')
      ? undefined
      : inArray(contentOwners.id, own.length ? own : [0]),
  );
}

export const CONTENT_OWNER = defineRecord(CONTENT_OWNER_CONTRACT, {
  table: contentOwners,
  select: (db: Db) =>
    db
      .select({
        id: contentOwners.id,
        name: contentOwners.name,
        status: contentOwners.status,
        networkId: contentOwners.networkId,
        networkName: networks.name,
        logoKey: mediaFiles.sha256,
        contactName: contentOwners.contactName,
        contactEmail: contentOwners.contactEmail,
        revenueModel: contentOwners.revenueModel,
        contractTerm: contentOwners.contractTerm,
        contractStart: contentOwners.contractStart,
        share: currentShareOf<'REVSHARE' | 'CPM'>('contentOwner'),
        createdOn: contentOwners.createdOn,
        updatedOn: contentOwners.updatedOn,
        version: contentOwners.version,
      })
      .from(contentOwners)
      .leftJoin(networks, eq(networks.id, contentOwners.networkId))
      .leftJoin(mediaFiles, eq(mediaFiles.id, contentOwners.logoFileId))
      .$dynamic(),
  toDto: (row): ContentOwner => ({
    id: row.id,
    name: row.name,
    status: row.status as ContentOwner['status'],
    network: networkOf(row),
    logoUrl: row.logoKey ? CATALOGUE_API.mediaImage(row.logoKey) : null,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    revenueModel: row.revenueModel as RevenueModel,
    contractTerm: row.contractTerm as ContractTerm | null,
    contractStart: row.contractStart,
    share: row.share ? { ...row.share, value: Number(row.share.value) } : null,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: contentOwnersVisibleTo,
  networkOf: (owner) => owner.network?.id ?? null,
  sortKeys: {
    name: textKey(contentOwners.name),
    status: contentOwners.status,
    createdOn: contentOwners.createdOn,
  } satisfies Record<(typeof CONTENT_OWNER_SORT_PROPERTIES)[number], unknown>,
  search: { column: contentOwners.name },
  filter: (query) => {
    const coIds = query.coIds as number[] | undefined;
    return coIds?.length ? inArray(contentOwners.id, coIds) : undefined;
  },
});
