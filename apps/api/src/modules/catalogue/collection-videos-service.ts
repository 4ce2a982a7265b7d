import type {
  Collection,
  CollectionVideoMoveSchema,
  CollectionVideosChangeSchema,
} from '@adcast/domain/catalogue/collections';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import type { AddToCollectionsSchema, VideoChanges } from '@adcast/domain/catalogue/video-writes';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { appendVideos, memberIds, removeMembers, writeOrder } from '../../db/catalogue/collection-videos';
import type { Db } from '../../db/client';
import { collections } from '../../db/schema/catalogue';
import { nextVersion, stillAt } from '../../db/versioned-rows';
import { badRequest, ruleBroken } from '../../http/errors';
import { trackedRowOf } from '../../records/rows';
import { changeTracked } from '../../records/tracked-write';
import { lockRows, recordManyChanges, reloadRows } from '../../records/update-many';
import type { WriteContext } from '../../records/writes';
import { COLLECTION } from './collection-record';
import { VIDEO_FIELDS } from './video-fields';
import { VIDEO } from './video-record';

type AddToCollections = z.output<typeof AddToCollectionsSchema>;
type CollectionVideosChange = z.output<typeof CollectionVideosChangeSchema>;
type CollectionVideoMove = z.output<typeof CollectionVideoMoveSchema>;

const COLLECTION_FIELDS = (collection: Collection) => ({ videoCount: collection.videoCount });

const refuseArchived = (collection: Collection) => {
  if (collection.status === 'ARCHIVED') throw ruleBroken(CATALOGUE_MESSAGES.archivedCollection);
};

/**
 * Part 2 §2 'Add to collection': every chosen video into every chosen collection, after the videos
 * it holds (those already there stay where they are); one transaction, recorded for each
 * collection and video that changed.
 */
export function addVideosToCollections(ctx: WriteContext, request: AddToCollections): Promise<VideoChanges> {
  return ctx.db.transaction(async (db) => {
    const tx = { db, auth: ctx.auth };
    const videosBefore = await lockRows(tx, VIDEO, {
      ids: request.videoIds,
      missing: CATALOGUE_MESSAGES.videosNotFound,
    });
    const collectionsBefore = await lockRows(tx, COLLECTION, {
      ids: request.playlistIds,
      missing: CATALOGUE_MESSAGES.collectionsNotFound,
    });
    collectionsBefore.forEach(refuseArchived);
    const grown: number[] = [];
    for (const collection of collectionsBefore) {
      if ((await appendVideos(db, collection.id, request.videoIds)).length > 0) grown.push(collection.id);
    }
    if (grown.length > 0) {
      await db.update(collections).set(nextVersion(collections)).where(inArray(collections.id, grown));
    }
    await recordManyChanges(
      tx,
      COLLECTION,
      collectionsBefore,
      await reloadRows(tx, COLLECTION, request.playlistIds),
      COLLECTION_FIELDS,
    );
    const changes = await recordManyChanges(
      tx,
      VIDEO,
      videosBefore,
      await reloadRows(tx, VIDEO, request.videoIds),
      VIDEO_FIELDS,
    );
    return { changes };
  });
}

/**
 * Changes a collection's videos while it is at the version the caller saw (409 otherwise); the
 * changelog keeps its video order before and after.
 */
function changeMembers(
  ctx: WriteContext,
  id: number,
  version: number | undefined,
  change: (tx: Db, order: number[]) => Promise<void>,
): Promise<Collection> {
  const withOrder = async (tx: Db, collection: Collection) => ({
    ...collection,
    videoIds: await memberIds(tx, collection.id),
  });
  return changeTracked(ctx.db, ctx.auth, trackedRowOf(COLLECTION), {
    id,
    version,
    action: 'UPDATE',
    snapshot: withOrder,
    apply: async (tx, before) => {
      refuseArchived(before);
      await change(tx, await memberIds(tx, id));
      const bumped = await tx
        .update(collections)
        .set(nextVersion(collections))
        .where(stillAt(collections, before))
        .returning({ id: collections.id });
      return bumped.length > 0;
    },
  });
}

/** Adds videos the caller may see to the end of a collection. */
export function addCollectionVideos(ctx: WriteContext, id: number, request: CollectionVideosChange) {
  return changeMembers(ctx, id, request.version, async (tx) => {
    await lockRows({ db: tx, auth: ctx.auth }, VIDEO, {
      ids: request.videoIds,
      missing: CATALOGUE_MESSAGES.videosNotFound,
    });
    await appendVideos(tx, id, request.videoIds);
  });
}

/** Takes videos out of a collection; the rest close up. */
export function removeCollectionVideos(ctx: WriteContext, id: number, request: CollectionVideosChange) {
  return changeMembers(ctx, id, request.version, async (tx, order) => {
    const absent = request.videoIds.filter((videoId) => !order.includes(videoId));
    if (absent.length > 0) throw badRequest(CATALOGUE_MESSAGES.videosNotInCollection(absent));
    await removeMembers(tx, id, request.videoIds);
    await writeOrder(
      tx,
      id,
      order.filter((videoId) => !request.videoIds.includes(videoId)),
    );
  });
}

/** Part 2 §7 reorder: one video moves to `position` (0 first); the others keep their order around it. */
export function moveCollectionVideo(ctx: WriteContext, id: number, request: CollectionVideoMove) {
  return changeMembers(ctx, id, request.version, async (tx, order) => {
    if (!order.includes(request.videoId))
      throw badRequest(CATALOGUE_MESSAGES.videosNotInCollection([request.videoId]));
    if (request.position > order.length - 1)
      throw badRequest(CATALOGUE_MESSAGES.positionOutOfRange(order.length - 1));
    const rest = order.filter((videoId) => videoId !== request.videoId);
    rest.splice(request.position, 0, request.videoId);
    await writeOrder(tx, id, rest);
  });
}
