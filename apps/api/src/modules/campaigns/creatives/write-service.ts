import { CREATIVE_CONTRACT } from '@adcast/domain/campaigns/creative-contract';
import { CREATIVE_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import {
  type Creative,
  CreativeInputSchema,
  type CreativeUpdateSchema,
} from '@adcast/domain/campaigns/creatives';
import { isErrorProblem, problemLine } from '@adcast/domain/campaigns/vast-check';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { advertisersOfOrders, replaceCreativeOrders, setCreativeProcessing } from '../../../db/creatives';
import { badRequest } from '../../../http/errors';
import { checkVast } from '../../../media/vast/vast-checker';
import type { RecordRestore } from '../../../records/area';
import { loadRecord } from '../../../records/rows';
import { snapshotInput } from '../../../records/snapshot';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { networkOfAdvertiser } from '../advertisers/advertiser-network';
import { ORDER } from '../orders/order-record';
import { type CreativeMedia, NO_VIDEO, storeVideo, type VideoUpload } from './creative-media';
import { CREATIVE } from './creative-record';

type CreativeInput = z.output<typeof CreativeInputSchema>;
type CreativeUpdate = z.output<typeof CreativeUpdateSchema>;

/** The campaigns exist, the caller sees them, and they are the creative's advertiser's. */
async function checkOrders(ctx: WriteContext, advertiserId: number, orderIds: readonly number[]) {
  const found = await advertisersOfOrders(ctx.db, orderIds, ORDER.visibleTo(ctx.auth));
  const missing = orderIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(CREATIVE_MESSAGES.ordersNotFound(missing));
  const others = orderIds.filter((id) => found.get(id) !== advertiserId);
  if (others.length > 0) throw badRequest(CREATIVE_MESSAGES.ordersOfAnotherAdvertiser(others));
}

/** The version of a valid VAST; an invalid one is a 400 naming each error at its element. */
async function vastVersionOf(media: CreativeMedia, input: CreativeInput): Promise<string | null> {
  if (input.type !== 'VAST' || input.vastType === null) return null;
  const report = await checkVast(media.fetcher, { ...input, vastType: input.vastType }, input.duration);
  if (!report.valid)
    throw badRequest(
      CREATIVE_MESSAGES.invalidVast,
      ...report.problems.filter(isErrorProblem).map(problemLine),
    );
  return report.version;
}

/** The rules of a write around its row: the advertiser's network, the campaigns, the VAST. */
async function checkedValues(ctx: WriteContext, media: CreativeMedia, input: CreativeInput) {
  const networkId = await networkOfAdvertiser(ctx, input.advertiserId);
  await checkOrders(ctx, input.advertiserId, input.orders);
  const vastVersion = await vastVersionOf(media, input);
  const { orders: _orders, ...fields } = input;
  return { ...fields, networkId, vastVersion };
}

/** A video creative keeps a file: one that has none yet must be given one. */
const keepsVideo =
  (type: Creative['type'], video: VideoUpload | undefined) => async (_tx: Db, before: Creative) => {
    if (type === 'VIDEO' && !video && before.video === null)
      throw badRequest(CREATIVE_MESSAGES.videoFileRequired);
  };

/**
 * Runs a write with the video file stored first (its original removed again if the write fails)
 * and queued for the probe once written. A VAST creative's video columns are cleared.
 */
async function withVideo(
  media: CreativeMedia,
  type: Creative['type'],
  video: VideoUpload | undefined,
  write: (videoColumns: Record<string, unknown>) => Promise<Creative>,
): Promise<Creative> {
  if (type === 'VAST' && video) throw badRequest(CREATIVE_MESSAGES.videoFileOnlyForVideo);
  if (!video) return write(type === 'VAST' ? NO_VIDEO : {});
  const columns = await storeVideo(media.storage, video);
  let written: Creative;
  try {
    written = await write(columns);
  } catch (error) {
    await media.storage.remove(columns.videoKey);
    throw error;
  }
  await media.queueProbe(written.id);
  return written;
}

export async function createCreative(
  ctx: WriteContext,
  media: CreativeMedia,
  input: CreativeInput,
  video?: VideoUpload,
) {
  if (input.type === 'VIDEO' && !video) throw badRequest(CREATIVE_MESSAGES.videoFileRequired);
  const values = await checkedValues(ctx, media, input);
  return withVideo(media, input.type, video, (videoColumns) =>
    createRecord(
      ctx,
      CREATIVE,
      { ...values, ...videoColumns },
      {
        alongside: (tx, id) => replaceCreativeOrders(tx, id, input.orders),
      },
    ),
  );
}

export async function updateCreative(
  ctx: WriteContext,
  media: CreativeMedia,
  id: number,
  input: CreativeUpdate,
  video?: VideoUpload,
) {
  const { version, ...fields } = input;
  const values = await checkedValues(ctx, media, fields);
  return withVideo(media, input.type, video, (videoColumns) =>
    updateRecord(
      ctx,
      CREATIVE,
      { id, version },
      { ...values, ...videoColumns, updatedOn: new Date() },
      { before: keepsVideo(input.type, video), after: (tx) => replaceCreativeOrders(tx, id, input.orders) },
    ),
  );
}

/** Probes a video creative's file again: a failed processing's retry. */
export async function reprocessCreative(ctx: WriteContext, media: CreativeMedia, id: number) {
  const creative = await loadRecord(ctx.db, ctx.auth, CREATIVE, id);
  if (creative.video === null) throw badRequest(CREATIVE_MESSAGES.notAVideoCreative);
  await setCreativeProcessing(ctx.db, id, { processing: 'QUEUED', processingError: null });
  await media.queueProbe(id);
  return loadRecord(ctx.db, ctx.auth, CREATIVE, id);
}

/**
 * A revert: the fields a changelog snapshot holds, as one new version. Its VAST was checked when it
 * was written and is written back as it was; the video file stays today's.
 */
export const restoreCreative: RecordRestore = async (ctx, snapshot, { id, version }) => {
  const input = snapshotInput(CreativeInputSchema, CREATIVE_CONTRACT.inputOf(snapshot as Creative));
  const networkId = await networkOfAdvertiser(ctx, input.advertiserId);
  await checkOrders(ctx, input.advertiserId, input.orders);
  const { orders, ...fields } = input;
  return updateRecord(
    ctx,
    CREATIVE,
    { id, version },
    {
      ...fields,
      networkId,
      vastVersion: (snapshot as Creative).vastVersion ?? null,
      ...(fields.type === 'VAST' ? NO_VIDEO : {}),
      updatedOn: new Date(),
    },
    { before: keepsVideo(fields.type, undefined), after: (tx) => replaceCreativeOrders(tx, id, orders) },
  );
};
