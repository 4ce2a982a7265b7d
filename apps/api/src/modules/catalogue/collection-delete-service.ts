import { DELETE_MESSAGES } from '@adcast/domain/record-deletes';
import { channelsPlaying } from '../../db/record-holdings';
import { ruleBroken } from '../../http/errors';
import { deleteRecord } from '../../records/delete-record';
import type { WriteContext } from '../../records/writes';
import { COLLECTION } from './collection-record';

/**
 * Deletes a collection and its list of videos (the videos stay in the catalogue); one a channel
 * plays is refused (422) so no broadcast loses its content.
 */
export const deleteCollection = (ctx: WriteContext, id: number) =>
  deleteRecord(ctx, COLLECTION, id, async (tx) => {
    const titles = await channelsPlaying(tx, id);
    if (titles.length > 0) throw ruleBroken(DELETE_MESSAGES.collectionOnChannels(titles));
  });
