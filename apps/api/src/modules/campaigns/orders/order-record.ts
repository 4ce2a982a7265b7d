import { ORDER_CONTRACT } from '@adcast/domain/campaigns/order-contract';
import type { EntityStatus } from '@adcast/domain/enumerations';
import type { Currency } from '@adcast/domain/record-fields';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { advertisers, orders } from '../../../db/schema/campaigns';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

const selectOrders = (db: Db) =>
  db
    .select({
      id: orders.id,
      name: orders.name,
      status: orders.status,
      networkId: orders.networkId,
      networkName: networks.name,
      advertiserId: orders.advertiserId,
      advertiserName: advertisers.name,
      ioNumber: orders.ioNumber,
      budget: orders.budget,
      currency: orders.currency,
      startDate: orders.startDate,
      endDate: orders.endDate,
      bundleRevenueShare: orders.bundleRevenueShare,
      bundleCpm: orders.bundleCpm,
      notes: orders.notes,
      createdOn: orders.createdOn,
      updatedOn: orders.updatedOn,
      version: orders.version,
    })
    .from(orders)
    .innerJoin(advertisers, eq(advertisers.id, orders.advertiserId))
    .leftJoin(networks, eq(networks.id, orders.networkId))
    .$dynamic();

export const ORDER = defineRecord(ORDER_CONTRACT, {
  table: orders,
  select: selectOrders,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    advertiser: { id: row.advertiserId, name: row.advertiserName },
    ioNumber: row.ioNumber,
    budget: row.budget,
    currency: row.currency as Currency,
    startDate: row.startDate,
    endDate: row.endDate,
    bundleRevenueShare: row.bundleRevenueShare,
    bundleCpm: row.bundleCpm,
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // An order's network is its advertiser's: a network user sees its network's orders.
  visibleTo: (auth, networkIds) => networkFilter(orders.networkId, auth, networkIds),
  networkOf: (order) => order.network?.id ?? null,
  sortKeys: {
    name: textKey(orders.name),
    ioNumber: textKey(orders.ioNumber),
    budget: orders.budget,
    startDate: orders.startDate,
    endDate: orders.endDate,
    status: orders.status,
    createdOn: orders.createdOn,
  },
  search: { column: orders.name },
  filter: (query) => {
    const advertiserIds = query.advertiserIds as number[] | undefined;
    return advertiserIds?.length ? inArray(orders.advertiserId, advertiserIds) : undefined;
  },
});
