import { DELETE_MESSAGES } from '@adcast/domain/record-deletes';
import { publisherHoldings } from '../../db/record-holdings';
import { ruleBroken } from '../../http/errors';
import { deleteRecord } from '../../records/delete-record';
import type { WriteContext } from '../../records/writes';
import { PUBLISHER } from './publisher-record';

/** Deletes a publisher that holds nothing; one with inventory, videos, users or documents is refused (422). */
export const deletePublisher = (ctx: WriteContext, id: number) =>
  deleteRecord(ctx, PUBLISHER, id, async (tx) => {
    const holdings = await publisherHoldings(tx, id);
    if (holdings.length > 0) throw ruleBroken(DELETE_MESSAGES.publisherHolds(holdings));
  });
