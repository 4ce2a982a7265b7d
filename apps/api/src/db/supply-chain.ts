import type { AdsTxtRecord } from '@adcast/domain/ads-txt/ads-txt-file';
import type { SellerType } from '@adcast/domain/publishers/publishers';
import type { PartnerSeller, PartnerSellersJsonStatus } from '@adcast/domain/supply-chain/partner-seller';
import { and, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { adsTxtCrawls } from './schema/ads-txt';
import { connectionPlacements, connections, demandPartners } from './schema/demand';
import { apps, domains, placements } from './schema/inventory';
import { partnerSellersJson } from './schema/supply-chain';
import { publishers } from './schema/tenancy';

export type ChainConnection = {
  id: number;
  name: string;
  schainAsi: string;
  partnerId: number;
  publisherId: number;
};

/**
 * The connections (not archived) that carry placements (not archived) of publishers, one row per
 * connection and publisher, for the partners or publishers named; `visible` narrows the placements
 * to the caller's reach.
 */
export async function chainConnections(
  db: Db,
  side: { partnerIds: readonly number[] } | { publisherIds: readonly number[] },
  visible: SQL | undefined,
): Promise<ChainConnection[]> {
  const ids = 'partnerIds' in side ? side.partnerIds : side.publisherIds;
  if (ids.length === 0) return [];
  const named =
    'partnerIds' in side
      ? inArray(connections.demandPartnerId, [...ids])
      : inArray(placements.publisherId, [...ids]);
  return db
    .selectDistinct({
      id: connections.id,
      name: connections.name,
      schainAsi: connections.schainAsi,
      partnerId: connections.demandPartnerId,
      publisherId: placements.publisherId,
    })
    .from(connections)
    .innerJoin(connectionPlacements, eq(connectionPlacements.connectionId, connections.id))
    .innerJoin(placements, eq(placements.id, connectionPlacements.placementId))
    .where(and(named, ne(connections.status, 'ARCHIVED'), ne(placements.status, 'ARCHIVED'), visible))
    .orderBy(connections.name, connections.id);
}

export type ChainPublisher = {
  id: number;
  name: string;
  seller: { sellerId: string; sellerType: SellerType; confidential: boolean } | null;
};

export async function chainPublishers(db: Db, ids: readonly number[]): Promise<ChainPublisher[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: publishers.id,
      name: publishers.name,
      sellerId: publishers.sellerId,
      sellerType: publishers.sellerType,
      confidential: publishers.sellerConfidential,
    })
    .from(publishers)
    .where(inArray(publishers.id, [...ids]))
    .orderBy(publishers.name, publishers.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seller:
      row.sellerId === null
        ? null
        : {
            sellerId: row.sellerId,
            sellerType: (row.sellerType ?? 'PUBLISHER') as SellerType,
            confidential: row.confidential,
          },
  }));
}

export type ChainFile = {
  kind: 'APP' | 'DOMAIN';
  id: number;
  publisherId: number;
  name: string;
  outcome: string | null;
  reason: string | null;
  url: string | null;
  crawledAt: Date | null;
  records: AdsTxtRecord[] | null;
};

/** The apps and domains (not archived) of the publishers, each with its last crawl, if any. */
export async function chainFiles(db: Db, publisherIds: readonly number[]): Promise<ChainFile[]> {
  if (publisherIds.length === 0) return [];
  const crawl = {
    outcome: adsTxtCrawls.outcome,
    reason: adsTxtCrawls.reason,
    url: adsTxtCrawls.url,
    crawledAt: adsTxtCrawls.crawledAt,
    records: adsTxtCrawls.records,
  };
  const crawlOf = (kind: 'APP' | 'DOMAIN', id: typeof apps.id | typeof domains.id) =>
    and(eq(adsTxtCrawls.subjectKind, kind), eq(adsTxtCrawls.subjectId, id));
  const appRows = await db
    .select({ id: apps.id, publisherId: apps.publisherId, name: apps.bundleId, ...crawl })
    .from(apps)
    .leftJoin(adsTxtCrawls, crawlOf('APP', apps.id))
    .where(and(inArray(apps.publisherId, [...publisherIds]), ne(apps.status, 'ARCHIVED')))
    .orderBy(apps.bundleId);
  const domainRows = await db
    .select({ id: domains.id, publisherId: domains.publisherId, name: domains.url, ...crawl })
    .from(domains)
    .leftJoin(adsTxtCrawls, crawlOf('DOMAIN', domains.id))
    .where(and(inArray(domains.publisherId, [...publisherIds]), ne(domains.status, 'ARCHIVED')))
    .orderBy(domains.url);
  return [
    ...domainRows.map((row) => ({ kind: 'DOMAIN' as const, ...row })),
    ...appRows.map((row) => ({ kind: 'APP' as const, ...row })),
  ];
}

export type ChainPartner = {
  id: number;
  name: string;
  sellersJson: {
    url: string;
    accountId: string | null;
    status: Exclude<PartnerSellersJsonStatus, 'NOT_SET'>;
    reason: string | null;
    fetchedAt: Date | null;
    sellers: PartnerSeller[] | null;
  } | null;
};

export async function chainPartners(db: Db, ids: readonly number[]): Promise<ChainPartner[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: demandPartners.id,
      name: demandPartners.displayName,
      url: partnerSellersJson.url,
      accountId: partnerSellersJson.accountId,
      status: partnerSellersJson.status,
      reason: partnerSellersJson.reason,
      fetchedAt: partnerSellersJson.fetchedAt,
      sellers: partnerSellersJson.sellers,
    })
    .from(demandPartners)
    .leftJoin(partnerSellersJson, eq(partnerSellersJson.demandPartnerId, demandPartners.id))
    .where(inArray(demandPartners.id, [...ids]))
    .orderBy(demandPartners.displayName, demandPartners.id);
  return rows.map(({ id, name, url, status, ...kept }) => ({
    id,
    name,
    sellersJson:
      url === null ? null : { url, status: status as Exclude<PartnerSellersJsonStatus, 'NOT_SET'>, ...kept },
  }));
}

/** Sets where the partner's sellers.json is read and our seller id there; the fetch is queued. */
export async function savePartnerSellersJsonSource(
  db: Db,
  partnerId: number,
  source: { url: string; accountId: string | null },
): Promise<void> {
  const queued = {
    ...source,
    status: 'QUEUED',
    reason: null,
    fetchedAt: null,
    sellers: null,
    updatedAt: new Date(),
  };
  await db
    .insert(partnerSellersJson)
    .values({ demandPartnerId: partnerId, ...queued })
    .onConflictDoUpdate({ target: partnerSellersJson.demandPartnerId, set: queued });
}

export async function markPartnerSellersJsonQueued(db: Db, partnerId: number): Promise<boolean> {
  const rows = await db
    .update(partnerSellersJson)
    .set({ status: 'QUEUED', reason: null, updatedAt: new Date() })
    .where(eq(partnerSellersJson.demandPartnerId, partnerId))
    .returning({ id: partnerSellersJson.demandPartnerId });
  return rows.length > 0;
}

export async function partnerSellersJsonUrl(db: Db, partnerId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: partnerSellersJson.url })
    .from(partnerSellersJson)
    .where(eq(partnerSellersJson.demandPartnerId, partnerId));
  return row?.url ?? null;
}

/**
 * Keeps a fetch's result, unless the address changed while it ran (that fetch is queued anew). A
 * failed fetch keeps the sellers last read, so the check goes on with them beside the failure.
 */
export async function savePartnerSellersJsonFetch(
  db: Db,
  partnerId: number,
  url: string,
  result: {
    status: 'FETCHED' | 'UNREACHABLE' | 'INVALID';
    reason: string | null;
    sellers: PartnerSeller[] | null;
  },
  fetchedAt: Date,
): Promise<void> {
  await db
    .update(partnerSellersJson)
    .set({
      status: result.status,
      reason: result.reason,
      fetchedAt,
      updatedAt: fetchedAt,
      ...(result.sellers === null ? {} : { sellers: result.sellers }),
    })
    .where(and(eq(partnerSellersJson.demandPartnerId, partnerId), eq(partnerSellersJson.url, url)));
}

/**
 * The partners whose sellers.json was last read (or, never read, last set) before `since`, whatever
 * came of it: a failed read is tried again a day later too.
 */
export async function partnersWithSellersJsonReadBefore(db: Db, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: partnerSellersJson.demandPartnerId })
    .from(partnerSellersJson)
    .where(lt(sql`coalesce(${partnerSellersJson.fetchedAt}, ${partnerSellersJson.updatedAt})`, since))
    .orderBy(partnerSellersJson.demandPartnerId);
  return rows.map((row) => row.id);
}
