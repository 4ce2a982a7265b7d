import { DISPLAY_CREATIVE_CONTRACT } from '@adcast/domain/campaigns/display-creative-contract';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { advertisers } from '../../../db/schema/campaigns';
import { mediaFiles } from '../../../db/schema/catalogue';
import { displayCreatives } from '../../../db/schema/display-creatives';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

const selectDisplayCreatives = (db: Db) =>
  db
    .select({
      id: displayCreatives.id,
      name: displayCreatives.name,
      status: displayCreatives.status,
      networkId: displayCreatives.networkId,
      networkName: networks.name,
      advertiserId: displayCreatives.advertiserId,
      advertiserName: advertisers.name,
      imageKey: mediaFiles.sha256,
      imageContentType: mediaFiles.contentType,
      imageFileName: displayCreatives.imageFileName,
      width: displayCreatives.width,
      height: displayCreatives.height,
      clickThroughUrl: displayCreatives.clickThroughUrl,
      createdOn: displayCreatives.createdOn,
      updatedOn: displayCreatives.updatedOn,
      version: displayCreatives.version,
    })
    .from(displayCreatives)
    .innerJoin(advertisers, eq(advertisers.id, displayCreatives.advertiserId))
    .innerJoin(mediaFiles, eq(mediaFiles.id, displayCreatives.imageFileId))
    .leftJoin(networks, eq(networks.id, displayCreatives.networkId))
    .$dynamic();

export const DISPLAY_CREATIVE = defineRecord(DISPLAY_CREATIVE_CONTRACT, {
  table: displayCreatives,
  select: selectDisplayCreatives,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    advertiser: { id: row.advertiserId, name: row.advertiserName },
    image: {
      url: CATALOGUE_API.mediaImage(row.imageKey),
      fileName: row.imageFileName,
      contentType: row.imageContentType,
    },
    width: row.width,
    height: row.height,
    clickThroughUrl: row.clickThroughUrl,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // Its network is its advertiser's: a network user sees its network's display creatives.
  visibleTo: (auth, networkIds) => networkFilter(displayCreatives.networkId, auth, networkIds),
  networkOf: (creative) => creative.network?.id ?? null,
  sortKeys: {
    name: textKey(displayCreatives.name),
    status: displayCreatives.status,
    createdOn: displayCreatives.createdOn,
  },
  search: { column: displayCreatives.name },
  filter: (query) => {
    const advertiserIds = query.advertiserIds as number[] | undefined;
    return advertiserIds?.length ? inArray(displayCreatives.advertiserId, advertiserIds) : undefined;
  },
});
