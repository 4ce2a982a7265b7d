import { BRAND_CONTRACT } from '@adcast/domain/a2v/brand-contract';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { a2vBrands } from '../../db/schema/a2v';
import { advertisers } from '../../db/schema/campaigns';
import { mediaFiles } from '../../db/schema/catalogue';
import { networks } from '../../db/schema/tenancy';
import { textKey } from '../../db/sorting';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';
import { networkOf } from '../../records/network-choice';

const logos = alias(mediaFiles, 'logo_file');
const backgrounds = alias(mediaFiles, 'background_file');

const selectBrands = (db: Db) =>
  db
    .select({
      id: a2vBrands.id,
      name: a2vBrands.name,
      status: a2vBrands.status,
      networkId: a2vBrands.networkId,
      networkName: networks.name,
      advertiserId: a2vBrands.advertiserId,
      advertiserName: advertisers.name,
      logoKey: logos.sha256,
      logoWidth: logos.width,
      logoHeight: logos.height,
      logoFileName: a2vBrands.logoFileName,
      primaryColour: a2vBrands.primaryColour,
      secondaryColour: a2vBrands.secondaryColour,
      backgroundKey: backgrounds.sha256,
      backgroundWidth: backgrounds.width,
      backgroundHeight: backgrounds.height,
      backgroundVideoKey: a2vBrands.backgroundVideoKey,
      backgroundFileName: a2vBrands.backgroundFileName,
      createdOn: a2vBrands.createdOn,
      updatedOn: a2vBrands.updatedOn,
      version: a2vBrands.version,
    })
    .from(a2vBrands)
    .innerJoin(advertisers, eq(advertisers.id, a2vBrands.advertiserId))
    .innerJoin(logos, eq(logos.id, a2vBrands.logoFileId))
    .leftJoin(backgrounds, eq(backgrounds.id, a2vBrands.backgroundFileId))
    .leftJoin(networks, eq(networks.id, a2vBrands.networkId))
    .$dynamic();

type BrandRow = Awaited<ReturnType<ReturnType<typeof selectBrands>['execute']>>[number];

function backgroundOf(row: BrandRow) {
  const fileName = row.backgroundFileName ?? '';
  if (row.backgroundKey)
    return {
      kind: 'IMAGE' as const,
      url: CATALOGUE_API.mediaImage(row.backgroundKey),
      fileName,
      width: row.backgroundWidth ?? 0,
      height: row.backgroundHeight ?? 0,
    };
  if (row.backgroundVideoKey)
    return { kind: 'VIDEO' as const, url: A2V_API.brandBackgroundVideo(row.id), fileName };
  return null;
}

export const BRAND = defineRecord(BRAND_CONTRACT, {
  table: a2vBrands,
  select: selectBrands,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    advertiser: { id: row.advertiserId, name: row.advertiserName },
    logo: {
      url: CATALOGUE_API.mediaImage(row.logoKey),
      fileName: row.logoFileName,
      width: row.logoWidth ?? 0,
      height: row.logoHeight ?? 0,
    },
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    background: backgroundOf(row),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // Its network is its advertiser's: a network user sees its network's brands.
  visibleTo: (auth, networkIds) => networkFilter(a2vBrands.networkId, auth, networkIds),
  networkOf: (brand) => brand.network?.id ?? null,
  sortKeys: {
    name: textKey(a2vBrands.name),
    status: a2vBrands.status,
    createdOn: a2vBrands.createdOn,
  },
  search: { column: a2vBrands.name },
  filter: (query) => {
    const advertiserIds = query.advertiserIds as number[] | undefined;
    return advertiserIds?.length ? inArray(a2vBrands.advertiserId, advertiserIds) : undefined;
  },
});
