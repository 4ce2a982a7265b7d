import { CHANNEL_MESSAGES, type ChannelInput } from '@adcast/domain/media/channels';
import { removeUnreferencedFiles, storeImage } from '../../db/catalogue/media-files';
import type { Db } from '../../db/client';
import {
  channelById,
  channelImageFile,
  channelNetwork,
  channelPlaylistsOf,
  insertChannel,
  setBroadcasting,
  updateChannel,
} from '../../db/media/channels';
import type { AuthContext } from '../../http/auth';
import { conflict } from '../../http/errors';
import type { CheckedImage } from '../../http/image-check';
import { type ChangeAction, recordChange } from '../../records/changelog-entry';

/** The changelog's name for channels. */
export const CHANNEL_ENTITY = 'CHANNEL';

/** What the changelog keeps of a channel: its fields and its collections in play order (by title). */
async function snapshotOf(db: Db, id: number) {
  const channel = await channelById(db, id, null);
  const playlists = await channelPlaylistsOf(db, id);
  return channel && { ...channel, collections: playlists.map((playlist) => playlist.title) };
}

/**
 * One change of a channel the caller was shown, in one transaction with its changelog entry
 * (before and after); `apply` throws when the change cannot be made.
 */
async function trackChannel(
  db: Db,
  auth: AuthContext,
  id: number,
  action: ChangeAction,
  apply: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = action === 'CREATE' ? null : await snapshotOf(tx, id);
    await apply(tx);
    await recordChange(tx, {
      entityType: CHANNEL_ENTITY,
      entityId: id,
      action,
      userId: auth.user.id,
      networkId: await channelNetwork(tx, id),
      before,
      after: await snapshotOf(tx, id),
    });
  });
}

/** A new channel (with its image when one is given); a network user's belongs to its network. */
export async function createChannel(
  db: Db,
  auth: AuthContext,
  input: ChannelInput,
  networkId: number | null,
  image?: CheckedImage,
): Promise<number> {
  return db.transaction(async (tx) => {
    const file = image && (await storeImage(tx, image));
    const id = await insertChannel(tx, input, networkId, file?.id);
    await trackChannel(tx, auth, id, 'CREATE', async () => {});
    return id;
  });
}

/** Edits a channel at the version the caller saw (409 otherwise); a new image replaces the old one. */
export async function editChannel(
  db: Db,
  auth: AuthContext,
  id: number,
  update: { input: ChannelInput; version: number; image?: CheckedImage },
): Promise<void> {
  const replaced = await channelImageFile(db, id);
  await trackChannel(db, auth, id, 'UPDATE', async (tx) => {
    const file = update.image && (await storeImage(tx, update.image));
    if (!(await updateChannel(tx, id, update.input, update.version, file?.id)))
      throw conflict(CHANNEL_MESSAGES.stale);
  });
  if (update.image) await removeUnreferencedFiles(db, [replaced]);
}

/** Starts or stops the broadcast, recorded as START or STOP. */
export const setBroadcast = (db: Db, auth: AuthContext, id: number, active: boolean) =>
  trackChannel(db, auth, id, active ? 'START' : 'STOP', async (tx) => {
    await setBroadcasting(tx, id, active);
  });

/** A change of the channel's collections (add, move, remove), recorded as an update of its list. */
export const changeChannelCollections = (
  db: Db,
  auth: AuthContext,
  id: number,
  apply: (tx: Db) => Promise<void>,
) => trackChannel(db, auth, id, 'UPDATE', apply);
