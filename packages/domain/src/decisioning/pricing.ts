import type { Entrant } from './entrants';
import { cpmText } from './explain';
import type { DecisionRequest } from './types';

export const SECOND_PRICE_INCREMENT_CENTS = 1;

export type Price = { cents: number; sentence: string };

/**
 * FIRST_PRICE pays its own CPM; SECOND_PRICE the next eligible entrant's CPM plus 0.01, never below the floor
 * nor above its own; BID_FLOOR_PRICE the floor.
 */
export const priceFor = (
  auctionType: DecisionRequest['auctionType'],
  winner: Entrant,
  runnerUp: Entrant | null,
  floorCents: number,
): Price => {
  const own = winner.cpmCents;
  if (auctionType === 'FIRST_PRICE')
    return { cents: own, sentence: `First price: pays its own CPM ${cpmText(own)}.` };
  if (auctionType === 'BID_FLOOR_PRICE')
    return { cents: floorCents, sentence: `Bid floor price: pays the floor ${cpmText(floorCents)}.` };
  if (runnerUp === null)
    return {
      cents: floorCents,
      sentence: `Second price: no eligible entrant after it, so it pays the floor ${cpmText(floorCents)}.`,
    };
  const next = runnerUp.cpmCents + SECOND_PRICE_INCREMENT_CENTS;
  const cents = Math.min(own, Math.max(floorCents, next));
  const adjustment = next > own ? ', held to its own CPM' : '';
  return {
    cents,
    sentence: `Second price: pays ${cpmText(cents)} (the next eligible CPM ${cpmText(runnerUp.cpmCents)} + 0.01${adjustment}).`,
  };
};
