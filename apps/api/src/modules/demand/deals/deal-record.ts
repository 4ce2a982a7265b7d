import { DEAL_CONTRACT } from '@adcast/domain/demand/deal-contract';
import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import type { DealCurrency, DealType } from '@adcast/domain/demand/deals';
import type { AuctionPricing, EntityStatus } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dealConnectionRefs, dealPlacementRefs } from '../../../db/deals';
import { deals } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';

/** Deals with their network's name and the placements and connections they run on. */
const selectDeals = (db: Db) =>
  db
    .select({
      id: deals.id,
      name: deals.name,
      dealId: deals.dealId,
      status: deals.status,
      networkId: deals.networkId,
      networkName: networks.name,
      dealType: deals.dealType,
      auctionType: deals.auctionType,
      floorCpm: deals.floorCpm,
      currency: deals.currency,
      buyerSeats: deals.buyerSeats,
      advertiserDomains: deals.advertiserDomains,
      startDate: deals.startDate,
      endDate: deals.endDate,
      placements: dealPlacementRefs(),
      connections: dealConnectionRefs(),
      notes: deals.notes,
      createdOn: deals.createdOn,
      updatedOn: deals.updatedOn,
      version: deals.version,
    })
    .from(deals)
    .leftJoin(networks, eq(networks.id, deals.networkId))
    .$dynamic();

export const DEAL = defineRecord(DEAL_CONTRACT, {
  table: deals,
  select: selectDeals,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' },
    dealId: row.dealId,
    dealType: row.dealType as DealType,
    auctionType: row.auctionType as AuctionPricing,
    floorCpm: row.floorCpm,
    currency: row.currency as DealCurrency,
    buyerSeats: row.buyerSeats,
    advertiserDomains: row.advertiserDomains,
    startDate: row.startDate,
    endDate: row.endDate,
    placements: row.placements,
    connections: row.connections,
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // A network user sees its network's deals; others those of the networks a picker asks for.
  visibleTo: (auth, networkIds) => networkFilter(deals.networkId, auth, networkIds),
  networkOf: (deal) => deal.network?.id ?? null,
  sortKeys: {
    name: textKey(deals.name),
    dealId: textKey(deals.dealId),
    dealType: deals.dealType,
    auctionType: deals.auctionType,
    floorCpm: deals.floorCpm,
    startDate: deals.startDate,
    endDate: deals.endDate,
    status: deals.status,
    createdOn: deals.createdOn,
  },
  search: { column: deals.name },
  unique: { constraint: 'deals_deal_id_unique', message: DEAL_MESSAGES.duplicateDealId },
});
