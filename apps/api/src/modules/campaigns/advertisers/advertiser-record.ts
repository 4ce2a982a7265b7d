import { ADVERTISER_CONTRACT } from '@adcast/domain/campaigns/advertiser-contract';
import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { advertisers } from '../../../db/schema/campaigns';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

const selectAdvertisers = (db: Db) =>
  db
    .select({
      id: advertisers.id,
      name: advertisers.name,
      status: advertisers.status,
      networkId: advertisers.networkId,
      networkName: networks.name,
      advertiserDomains: advertisers.advertiserDomains,
      notes: advertisers.notes,
      createdOn: advertisers.createdOn,
      updatedOn: advertisers.updatedOn,
      version: advertisers.version,
    })
    .from(advertisers)
    .leftJoin(networks, eq(networks.id, advertisers.networkId))
    .$dynamic();

export const ADVERTISER = defineRecord(ADVERTISER_CONTRACT, {
  table: advertisers,
  select: selectAdvertisers,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    advertiserDomains: row.advertiserDomains,
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: (auth, networkIds) => networkFilter(advertisers.networkId, auth, networkIds),
  networkOf: (advertiser) => advertiser.network?.id ?? null,
  sortKeys: {
    name: textKey(advertisers.name),
    status: advertisers.status,
    createdOn: advertisers.createdOn,
  },
  search: { column: advertisers.name },
  unique: { constraint: 'advertisers_network_name_unique', message: CAMPAIGN_MESSAGES.duplicateAdvertiser },
});
