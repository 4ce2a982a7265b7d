import { isDcoDesign } from '@adcast/domain/campaigns/dco';
import { DEVICE_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { dimensionOf } from '@adcast/domain/reports/catalogue';
import type { NamedEntity } from '@adcast/domain/reports/catalogue-types';
import { OTHER_DEMAND_KEY, OTHER_DEMAND_LABELS } from '@adcast/domain/reports/demand-names';
import type { ReportRow } from '@adcast/domain/reports/report-query';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { advertisers, creatives, lineItems, orders } from '../../db/schema/campaigns';
import { connections, deals, demandPartners } from '../../db/schema/demand';
import { placements } from '../../db/schema/inventory';
import { channels } from '../../db/schema/media';
import { networks, publishers } from '../../db/schema/tenancy';

type NameLookup = (db: Db, ids: number[]) => Promise<Map<number, string>>;

/** A name lookup over one table: its id column and the column users know it by. */
const namesFrom =
  (
    table: PgTable,
    id: AnyPgColumn<{ data: number; notNull: true }>,
    name: AnyPgColumn<{ data: string; notNull: true }>,
  ): NameLookup =>
  async (db, ids) => {
    const rows = await db.select({ id, name }).from(table).where(inArray(id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  };

/** Advertisers by their domains, as deals and bids name them: `brand.com, shop.brand.com`. */
const advertiserDomains: NameLookup = async (db, ids) => {
  const rows = await db
    .select({ id: advertisers.id, domains: advertisers.advertiserDomains })
    .from(advertisers)
    .where(inArray(advertisers.id, ids));
  return new Map(rows.map((row) => [row.id, row.domains.length > 0 ? row.domains.join(', ') : NO_DOMAIN]));
};

const NO_DOMAIN = '(no domain)';
const NOT_DCO = '(not a DCO creative)';

/** DCO creatives by name or id; every other creative is said not to be one. */
const dcoCreatives =
  (shown: (row: { id: number; name: string }) => string): NameLookup =>
  async (db, ids) => {
    const rows = await db
      .select({ id: creatives.id, name: creatives.name, design: creatives.creativeDesign })
      .from(creatives)
      .where(inArray(creatives.id, ids));
    const found = new Map(rows.map((row) => [row.id, isDcoDesign(row.design) ? shown(row) : NOT_DCO]));
    return new Map(ids.map((id) => [id, found.get(id) ?? NOT_DCO]));
  };

const LOOKUPS: Record<NamedEntity, NameLookup> = {
  placement: namesFrom(placements, placements.id, placements.name),
  publisher: namesFrom(publishers, publishers.id, publishers.name),
  network: namesFrom(networks, networks.id, networks.name),
  demandPartner: namesFrom(demandPartners, demandPartners.id, demandPartners.displayName),
  connection: namesFrom(connections, connections.id, connections.name),
  deviceType: async () => new Map(DEVICE_TYPE_OPTIONS.map((o) => [o.key, o.label])),
  lineItem: namesFrom(lineItems, lineItems.id, lineItems.name),
  order: namesFrom(orders, orders.id, orders.name),
  deal: namesFrom(deals, deals.id, deals.name),
  advertiser: namesFrom(advertisers, advertisers.id, advertisers.name),
  creative: namesFrom(creatives, creatives.id, creatives.name),
  adomain: advertiserDomains,
  dcoCreative: dcoCreatives((row) => row.name),
  dcoCreativeId: dcoCreatives((row) => String(row.id)),
  channel: namesFrom(channels, channels.id, channels.title),
};

/**
 * Replaces the ids of name dimensions (placement, publisher...) by the records' names; the row of
 * demand a scope may not name (OTHER_DEMAND_KEY) by its fixed label.
 */
export async function withNames(
  db: Db,
  dimensions: readonly string[],
  rows: ReportRow[],
): Promise<ReportRow[]> {
  const named = dimensions.flatMap((key) => {
    const source = dimensionOf(key)?.source;
    return source?.kind === 'column' && source.names ? [{ key, entity: source.names }] : [];
  });
  if (named.length === 0 || rows.length === 0) return rows;
  const names = await Promise.all(
    named.map(({ key, entity }) => {
      const ids = [...new Set(rows.map((row) => Number(row[key])).filter((id) => id > 0))];
      return ids.length === 0 ? new Map<number, string>() : LOOKUPS[entity](db, ids);
    }),
  );
  const nameOf = (entity: NamedEntity, id: number, found: Map<number, string> | undefined) => {
    if (id > 0) return found?.get(id) ?? `#${id}`;
    return id === OTHER_DEMAND_KEY ? (OTHER_DEMAND_LABELS[entity] ?? '(none)') : '(none)';
  };
  return rows.map((row) => {
    const out = { ...row };
    named.forEach(({ key, entity }, i) => {
      out[key] = nameOf(entity, Number(row[key]), names[i]);
    });
    return out;
  });
}
