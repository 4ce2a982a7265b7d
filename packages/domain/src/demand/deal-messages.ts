import { RECORD_FIELD_MESSAGES } from '../record-fields';

/** Messages and notices of deals that the spec does not word (part 2 §8 words the picker's failure). */
export const DEAL_MESSAGES = {
  dealId: 'Deal ID may hold only letters, digits and . _ ~ - (at most 64, starting with a letter or digit)',
  duplicateDealId: 'A deal with this Deal ID already exists',
  auctionForType:
    'A programmatic guaranteed or preferred deal is sold at a fixed price (Bid floor price); a private auction is a first or second price auction',
  endBeforeStart: RECORD_FIELD_MESSAGES.endBeforeStart,
  date: RECORD_FIELD_MESSAGES.date,
  list: RECORD_FIELD_MESSAGES.list,
  tooMany: RECORD_FIELD_MESSAGES.tooMany,
  buyerSeat: 'Buyer seats are written without spaces, at most 64 characters each',
  advertiserDomain: RECORD_FIELD_MESSAGES.advertiserDomain,
  placementsNotFound: (ids: readonly number[]) => `Placements not found: ${ids.join(', ')}`,
  connectionsNotFound: (ids: readonly number[]) => `Connections not found: ${ids.join(', ')}`,
  outsideNetwork: (what: string, ids: readonly number[]) =>
    `${what} must belong to the deal's network; these do not: ${ids.join(', ')}`,
} as const;

export const DEAL_NOTICES = {
  created: 'Deal created successfully',
  updated: 'Deal updated successfully',
  archived: 'Deal archived successfully',
  unarchived: 'Deal unarchived successfully',
  errorSave: 'Error occurred during deal save',
  errorStatus: 'Error occurred during deal status change',
  errorFetching: 'Error occurred while fetching deals',
} as const;
