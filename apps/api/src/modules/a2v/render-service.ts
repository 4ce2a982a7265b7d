import {
  A2V_MAX_SECONDS,
  A2V_PLACEMENT_TYPES,
  A2V_TEMPLATE,
  type A2vDesign,
  RENDER_MESSAGES,
  type Render,
  type RenderInput,
} from '@adcast/domain/a2v/renders';
import { and, eq } from 'drizzle-orm';
import type { RenderRow } from '../../db/a2v/renders';
import { a2vAssets, a2vBrands, a2vRenders } from '../../db/schema/a2v';
import { badRequest } from '../../http/errors';
import type { A2vRender } from '../../media/a2v-render-job';
import { createRecord, type WriteContext } from '../../records/writes';
import { networkOfAdvertiser } from '../campaigns/advertisers/advertiser-network';
import { CREATIVE } from '../campaigns/creatives/creative-record';
import { assetsVisibleTo, selectAssets } from './asset-record';
import { BRAND } from './brand-record';
import { networkTemplate } from './template-routes';
import { transcriptCues } from './transcript-routes';

async function readyAsset(ctx: WriteContext, id: number) {
  const [found] = await selectAssets(ctx.db).where(and(eq(a2vAssets.id, id), assetsVisibleTo(ctx.auth)));
  if (!found) throw badRequest(RENDER_MESSAGES.assetNotFound(id));
  const { asset } = found;
  if (asset.processing !== 'READY' || asset.durationSeconds === null)
    throw badRequest(RENDER_MESSAGES.assetNotReady);
  if (asset.durationSeconds > A2V_MAX_SECONDS)
    throw badRequest(RENDER_MESSAGES.tooLong(asset.durationSeconds));
  return { ...asset, durationSeconds: asset.durationSeconds };
}

async function usableBrand(ctx: WriteContext, id: number) {
  const [found] = await BRAND.select(ctx.db).where(and(eq(a2vBrands.id, id), BRAND.visibleTo(ctx.auth)));
  if (!found) throw badRequest(RENDER_MESSAGES.brandNotFound(id));
  if (found.status === 'ARCHIVED') throw badRequest(RENDER_MESSAGES.brandArchived);
  return found;
}

/**
 * An asset, a brand and the network's template become a video creative in the creative library
 * (QUEUED), made for AUDIO_BACKFILL and VIDEO_AUDIO_VIDEO placements, and a render row; answers
 * the render job's payload for the caller to queue once written.
 */
export async function startRender(ctx: WriteContext, input: RenderInput & { name: string }) {
  const asset = await readyAsset(ctx, input.assetId);
  const brand = await usableBrand(ctx, input.brandId);
  if (asset.advertiserId !== brand.advertiserId) throw badRequest(RENDER_MESSAGES.otherAdvertiser);
  const networkId = await networkOfAdvertiser(ctx, brand.advertiserId);
  const { layout } = await networkTemplate(ctx.db, networkId);
  const cues = layout.captionBand === 'NONE' ? null : await transcriptCues(ctx.db, asset.id);
  const design: A2vDesign = {
    template: A2V_TEMPLATE,
    assetId: asset.id,
    brandId: brand.id,
    layout,
    captions: cues !== null,
    placementTypes: [...A2V_PLACEMENT_TYPES],
  };
  return ctx.db.transaction(async (tx) => {
    const creative = await createRecord({ ...ctx, db: tx }, CREATIVE, {
      name: input.name,
      advertiserId: brand.advertiserId,
      networkId,
      type: 'VIDEO',
      duration: Math.max(1, Math.round(asset.durationSeconds)),
      creativeDesign: JSON.stringify(design),
      videoFileName: 'a2v.mp4',
      processing: 'QUEUED',
    });
    const [render] = await tx
      .insert(a2vRenders)
      .values({
        creativeId: creative.id,
        assetId: asset.id,
        brandId: brand.id,
        networkId,
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: a2vRenders.id });
    const job: A2vRender = {
      renderId: render!.id,
      creativeId: creative.id,
      audioKey: asset.fileKey,
      durationSeconds: asset.durationSeconds,
      logoKey: brand.logoKey,
      background: brand.backgroundKey
        ? { kind: 'IMAGE', key: brand.backgroundKey }
        : brand.backgroundVideoKey
          ? { kind: 'VIDEO', key: brand.backgroundVideoKey }
          : null,
      primaryColour: brand.primaryColour,
      secondaryColour: brand.secondaryColour,
      layout,
      captions: cues,
    };
    return { renderId: render!.id, job };
  });
}

export const renderOf = (row: RenderRow): Render => ({
  id: row.id,
  creative: { id: row.creativeId, name: row.creativeName },
  asset: { id: row.assetId, name: row.assetName },
  brand: { id: row.brandId, name: row.brandName },
  processing: (row.processing ?? 'QUEUED') as Render['processing'],
  error: row.error,
  progress: row.progress,
  createdOn: row.createdOn.toISOString(),
});
