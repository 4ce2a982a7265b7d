import type { Asset, AssetProcessing } from '@adcast/domain/a2v/assets';
import type { TranscriptFormat } from '@adcast/domain/a2v/transcripts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { a2vAssets, a2vTranscripts } from '../../db/schema/a2v';
import { advertisers } from '../../db/schema/campaigns';
import { networks } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { networkFilter } from '../../http/scope-filter';
import { networkOf } from '../../records/network-choice';

export const selectAssets = (db: Db) =>
  db
    .select({
      asset: a2vAssets,
      advertiserName: advertisers.name,
      networkId: a2vAssets.networkId,
      networkName: networks.name,
      transcriptFileName: a2vTranscripts.fileName,
      transcriptFormat: a2vTranscripts.format,
      transcriptCueCount: a2vTranscripts.cueCount,
    })
    .from(a2vAssets)
    .innerJoin(advertisers, eq(advertisers.id, a2vAssets.advertiserId))
    .leftJoin(networks, eq(networks.id, a2vAssets.networkId))
    .leftJoin(a2vTranscripts, eq(a2vTranscripts.assetId, a2vAssets.id))
    .$dynamic();

type AssetRow = Awaited<ReturnType<ReturnType<typeof selectAssets>['execute']>>[number];

export const assetOf = ({
  asset,
  advertiserName,
  transcriptFileName,
  transcriptFormat,
  transcriptCueCount,
  ...network
}: AssetRow): Asset => ({
  id: asset.id,
  name: asset.name,
  kind: asset.kind as Asset['kind'],
  network: networkOf(network),
  advertiser: { id: asset.advertiserId, name: advertiserName },
  fileName: asset.fileName,
  sizeBytes: asset.sizeBytes,
  processing: asset.processing as AssetProcessing,
  error: asset.processingError,
  durationSeconds: asset.durationSeconds,
  codec: asset.codec,
  channels: asset.channels,
  sampleRate: asset.sampleRate,
  loudness: asset.loudness,
  transcript:
    transcriptFileName === null
      ? null
      : {
          fileName: transcriptFileName,
          format: transcriptFormat as TranscriptFormat,
          cueCount: transcriptCueCount ?? 0,
        },
  createdOn: asset.createdOn.toISOString(),
});

/** Assets the caller sees: a network user its network's only. */
export const assetsVisibleTo = (auth: AuthContext): SQL | undefined =>
  networkFilter(a2vAssets.networkId, auth);

/** One asset the caller sees, with its stored row; 404 otherwise. */
export async function visibleAsset(db: Db, auth: AuthContext, id: number) {
  const [row] = await selectAssets(db).where(and(eq(a2vAssets.id, id), assetsVisibleTo(auth)));
  if (!row) throw notFound('Asset');
  return { dto: assetOf(row), row: row.asset };
}
