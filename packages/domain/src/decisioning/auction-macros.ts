/** What the OpenRTB auction macros of a bid's adm, nurl and lurl stand for once the auction is over. */
export type AuctionOutcome = {
  auctionId: string;
  bidId: string;
  impId: string;
  seat: string;
  adId: string;
  /** The clearing price as a CPM in `currency` (not encrypted); empty for a loss. */
  priceCpm: number | null;
  currency: string;
  /** The OpenRTB loss reason (0 for the winner). */
  lossReason: number;
  /** The CPM the bid had to beat, when the tag knows it. */
  minToWinCpm: number | null;
};

const priceText = (cpm: number | null) => (cpm === null ? '' : cpm.toFixed(2));

/** Replaces `${AUCTION_…}` macros (OpenRTB 2.6 §4.4); URL-safe values, so the same text serves URLs and markup. */
export function substituteAuctionMacros(text: string, outcome: AuctionOutcome): string {
  const values: Record<string, string> = {
    AUCTION_ID: outcome.auctionId,
    AUCTION_BID_ID: outcome.bidId,
    AUCTION_IMP_ID: outcome.impId,
    AUCTION_SEAT_ID: outcome.seat,
    AUCTION_AD_ID: outcome.adId,
    AUCTION_PRICE: priceText(outcome.priceCpm),
    AUCTION_CURRENCY: outcome.currency,
    AUCTION_MBR: '',
    AUCTION_LOSS: String(outcome.lossReason),
    AUCTION_MIN_TO_WIN: priceText(outcome.minToWinCpm),
  };
  return text.replace(/\$\{(AUCTION_[A-Z_]+)\}/g, (macro, name: string) =>
    name in values ? encodeURIComponent(values[name] ?? '') : macro,
  );
}
