import { LINE_ITEM_CONTRACT } from '@adcast/domain/campaigns/line-item-contract';
import type { FrequencyPeriod, LineItemType } from '@adcast/domain/campaigns/line-items';
import { bundleTermsOf } from '@adcast/domain/campaigns/orders';
import type { GoalType, LineItemHealth, Pacing } from '@adcast/domain/campaigns/pacing';
import type { EntityStatus } from '@adcast/domain/enumerations';
import type { Currency } from '@adcast/domain/record-fields';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lineItemHealth, lineItems, orders } from '../../../db/schema/campaigns';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

const selectLineItems = (db: Db) =>
  db
    .select({
      id: lineItems.id,
      name: lineItems.name,
      status: lineItems.status,
      networkId: lineItems.networkId,
      networkName: networks.name,
      orderId: lineItems.orderId,
      orderName: orders.name,
      currency: orders.currency,
      orderBundleRevenueShare: orders.bundleRevenueShare,
      orderBundleCpm: orders.bundleCpm,
      type: lineItems.type,
      cpm: lineItems.cpm,
      goalType: lineItems.goalType,
      goalAmount: lineItems.goalAmount,
      startDate: lineItems.startDate,
      endDate: lineItems.endDate,
      timeZone: lineItems.timeZone,
      pacing: lineItems.pacing,
      frequencyCap: lineItems.frequencyCap,
      frequencyPeriod: lineItems.frequencyPeriod,
      priority: lineItems.priority,
      bundleRevenueShare: lineItems.bundleRevenueShare,
      bundleCpm: lineItems.bundleCpm,
      notes: lineItems.notes,
      health: lineItemHealth.health,
      deliveredPercent: lineItemHealth.deliveredPercent,
      paceRatio: lineItemHealth.paceRatio,
      checkedOn: lineItemHealth.checkedOn,
      createdOn: lineItems.createdOn,
      updatedOn: lineItems.updatedOn,
      version: lineItems.version,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .leftJoin(networks, eq(networks.id, lineItems.networkId))
    .leftJoin(lineItemHealth, eq(lineItemHealth.lineItemId, lineItems.id))
    .$dynamic();

type LineItemRow = Awaited<ReturnType<typeof selectLineItems>>[number];

const healthOf = (row: LineItemRow) =>
  row.health && row.checkedOn
    ? {
        health: row.health as LineItemHealth,
        deliveredPercent: row.deliveredPercent ?? 0,
        paceRatio: row.paceRatio,
        checkedOn: row.checkedOn.toISOString(),
      }
    : null;

export const LINE_ITEM = defineRecord(LINE_ITEM_CONTRACT, {
  table: lineItems,
  select: selectLineItems,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    order: { id: row.orderId, name: row.orderName },
    type: row.type as LineItemType,
    cpm: row.cpm,
    currency: row.currency as Currency,
    goalType: row.goalType as GoalType,
    goalAmount: row.goalAmount,
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone,
    pacing: row.pacing as Pacing,
    frequencyCap: row.frequencyCap,
    frequencyPeriod: row.frequencyPeriod as FrequencyPeriod | null,
    priority: row.priority,
    bundleRevenueShare: row.bundleRevenueShare,
    bundleCpm: row.bundleCpm,
    bundleTerms: bundleTermsOf(
      { bundleRevenueShare: row.orderBundleRevenueShare, bundleCpm: row.orderBundleCpm },
      row,
    ),
    notes: row.notes,
    health: healthOf(row),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // A line item's network is its order's: a network user sees its network's line items.
  visibleTo: (auth, networkIds) => networkFilter(lineItems.networkId, auth, networkIds),
  networkOf: (item) => item.network?.id ?? null,
  sortKeys: {
    name: textKey(lineItems.name),
    startDate: lineItems.startDate,
    endDate: lineItems.endDate,
    priority: lineItems.priority,
    status: lineItems.status,
    createdOn: lineItems.createdOn,
  },
  search: { column: lineItems.name },
  filter: (query) => {
    const orderIds = query.orderIds as number[] | undefined;
    return orderIds?.length ? inArray(lineItems.orderId, orderIds) : undefined;
  },
});
