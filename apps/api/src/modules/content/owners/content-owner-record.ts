import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CONTENT_OWNER_CONTRACT } from '@adcast/domain/content/owner-contract';
import type { CONTENT_OWNER_SORT_PROPERTIES, ContentOwner } from '@adcast/domain/content/owners';
import type { ContractTerm, RevenueModel } from '@adcast/domain/enumerations';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { currentShareOf } from '../../../db/owner-shares';
import { mediaFiles } from '../../../db/schema/catalogue';
import { contentOwners, networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { ownContentOwnerIds } from '../../../http/scope';
import { ownersVisibleTo } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

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
  // Part 1 §7: without content owner read a caller sees only its own.
  visibleTo: (auth, networkIds) =>
    ownersVisibleTo(
      contentOwners,
      { permission: CONTENT_OWNER_CONTRACT.permissions.read, own: ownContentOwnerIds(auth) },
      auth,
      networkIds,
    ),
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
