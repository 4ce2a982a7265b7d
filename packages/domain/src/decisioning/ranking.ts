import type { Entrant } from './entrants';
import type { EntrantRef } from './types';

const KIND_ORDER = { LINE_ITEM: 0, BID: 1 } as const;

const refNumber = (ref: EntrantRef) => (ref.kind === 'LINE_ITEM' ? ref.lineItemId : ref.bidIndex);

/** Priority first (a lower number wins), then the higher CPM; at a full tie a line item before a bid, then the lower id or earlier bid. */
export const compareEntrants = (a: Entrant, b: Entrant) =>
  a.priority - b.priority ||
  b.cpmCents - a.cpmCents ||
  KIND_ORDER[a.ref.kind] - KIND_ORDER[b.ref.kind] ||
  refNumber(a.ref) - refNumber(b.ref);

export const rankEntrants = (entrants: readonly Entrant[]) => [...entrants].sort(compareEntrants);
