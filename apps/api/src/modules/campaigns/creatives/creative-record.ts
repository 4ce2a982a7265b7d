import { CREATIVE_CONTRACT } from '@adcast/domain/campaigns/creative-contract';
import type { CreativeProcessing, CreativeType } from '@adcast/domain/campaigns/creatives';
import type { VastType } from '@adcast/domain/campaigns/vast-check';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creativeOrderRefs } from '../../../db/creatives';
import { advertisers, creatives } from '../../../db/schema/campaigns';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

const selectCreatives = (db: Db) =>
  db
    .select({
      id: creatives.id,
      name: creatives.name,
      status: creatives.status,
      networkId: creatives.networkId,
      networkName: networks.name,
      advertiserId: creatives.advertiserId,
      advertiserName: advertisers.name,
      type: creatives.type,
      vastType: creatives.vastType,
      vastXml: creatives.vastXml,
      vastUrl: creatives.vastUrl,
      vastVersion: creatives.vastVersion,
      duration: creatives.duration,
      ivtEnabled: creatives.ivtEnabled,
      ivtType: creatives.ivtType,
      ivtIntegrationType: creatives.ivtIntegrationType,
      thirdPartyName: creatives.thirdPartyName,
      thirdPartyId: creatives.thirdPartyId,
      execution: creatives.execution,
      watermarkEnabled: creatives.watermarkEnabled,
      mute: creatives.mute,
      creativeDesign: creatives.creativeDesign,
      videoFileName: creatives.videoFileName,
      processing: creatives.processing,
      processingError: creatives.processingError,
      videoWidth: creatives.videoWidth,
      videoHeight: creatives.videoHeight,
      videoCodec: creatives.videoCodec,
      videoDuration: creatives.videoDuration,
      hlsPath: creatives.hlsPath,
      renditions: creatives.renditions,
      orders: creativeOrderRefs(),
      createdOn: creatives.createdOn,
      updatedOn: creatives.updatedOn,
      version: creatives.version,
    })
    .from(creatives)
    .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
    .leftJoin(networks, eq(networks.id, creatives.networkId))
    .$dynamic();

type CreativeRow = Awaited<ReturnType<ReturnType<typeof selectCreatives>['execute']>>[number];

const videoOf = (row: CreativeRow) =>
  row.videoFileName === null
    ? null
    : {
        fileName: row.videoFileName,
        processing: (row.processing ?? 'QUEUED') as CreativeProcessing,
        error: row.processingError,
        width: row.videoWidth,
        height: row.videoHeight,
        codec: row.videoCodec,
        durationSeconds: row.videoDuration,
        hlsUrl: row.hlsPath ? CATALOGUE_API.mediaHls(row.hlsPath) : null,
        renditions: [...(row.renditions ?? [])]
          .sort((a, b) => b.height - a.height)
          .map(({ height, width, path }) => ({ height, width, url: CATALOGUE_API.mediaHls(path) })),
      };

export const CREATIVE = defineRecord(CREATIVE_CONTRACT, {
  table: creatives,
  select: selectCreatives,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    advertiser: { id: row.advertiserId, name: row.advertiserName },
    type: row.type as CreativeType,
    vastType: row.vastType as VastType | null,
    vastXml: row.vastXml,
    vastUrl: row.vastUrl,
    vastVersion: row.vastVersion,
    video: videoOf(row),
    duration: row.duration,
    ivtEnabled: row.ivtEnabled,
    ivtType: row.ivtType,
    ivtIntegrationType: row.ivtIntegrationType,
    thirdPartyName: row.thirdPartyName,
    thirdPartyId: row.thirdPartyId,
    execution: row.execution,
    watermarkEnabled: row.watermarkEnabled,
    mute: row.mute,
    creativeDesign: row.creativeDesign,
    orders: row.orders,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // A creative's network is its advertiser's: a network user sees its network's creatives.
  visibleTo: (auth, networkIds) => networkFilter(creatives.networkId, auth, networkIds),
  networkOf: (creative) => creative.network?.id ?? null,
  sortKeys: {
    name: textKey(creatives.name),
    type: creatives.type,
    duration: creatives.duration,
    status: creatives.status,
    createdOn: creatives.createdOn,
  },
  search: { column: creatives.name },
  filter: (query) => {
    const advertiserIds = query.advertiserIds as number[] | undefined;
    const types = query.types as string[] | undefined;
    return and(
      advertiserIds?.length ? inArray(creatives.advertiserId, advertiserIds) : undefined,
      types?.length ? inArray(creatives.type, types) : undefined,
    );
  },
});
