import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { dpApprovals } from './schema/compliance';
import { demandPartners } from './schema/demand';
import { apps, domains } from './schema/inventory';
import { publishers } from './schema/tenancy';

export type InventoryKind = 'DOMAIN' | 'APP';

/** The approval's domain or app, whichever its kind names. */
const inventoryPublisherId = sql<number>`coalesce(${domains.publisherId}, ${apps.publisherId})`;
const inventoryNetworkId = sql<number | null>`coalesce(${domains.networkId}, ${apps.networkId})`;

/** Approvals with their partner, domain or app and publisher, for lists and exports. */
export const selectApprovals = (db: Db) =>
  db
    .select({
      id: dpApprovals.id,
      demandPartnerId: dpApprovals.demandPartnerId,
      demandPartnerName: demandPartners.displayName,
      partnerNetworkId: demandPartners.networkId,
      kind: dpApprovals.kind,
      inventoryId: dpApprovals.inventoryId,
      inventoryName: sql<string>`coalesce(${domains.url}, ${apps.bundleId}, '')`,
      inventoryTitle: apps.name,
      publisherId: publishers.id,
      publisherName: publishers.name,
      status: dpApprovals.status,
      note: dpApprovals.note,
      requestedOn: dpApprovals.requestedOn,
      decidedOn: dpApprovals.decidedOn,
      version: dpApprovals.version,
    })
    .from(dpApprovals)
    .innerJoin(demandPartners, eq(demandPartners.id, dpApprovals.demandPartnerId))
    .leftJoin(domains, and(eq(dpApprovals.kind, 'DOMAIN'), eq(domains.id, dpApprovals.inventoryId)))
    .leftJoin(apps, and(eq(dpApprovals.kind, 'APP'), eq(apps.id, dpApprovals.inventoryId)))
    .innerJoin(publishers, eq(publishers.id, inventoryPublisherId))
    .$dynamic();

export type ApprovalRow = Awaited<ReturnType<ReturnType<typeof selectApprovals>['execute']>>[number];

export const countApprovals = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(dpApprovals)
    .innerJoin(demandPartners, eq(demandPartners.id, dpApprovals.demandPartnerId))
    .leftJoin(domains, and(eq(dpApprovals.kind, 'DOMAIN'), eq(domains.id, dpApprovals.inventoryId)))
    .leftJoin(apps, and(eq(dpApprovals.kind, 'APP'), eq(apps.id, dpApprovals.inventoryId)))
    .innerJoin(publishers, eq(publishers.id, inventoryPublisherId))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);

/** A network user's approvals: its network's partners, and domains and apps of its network. */
export const inventoryInNetwork = (scope: number | null): SQL | undefined =>
  scope === null ? undefined : sql`${inventoryNetworkId} = ${scope}`;

export const inventoryOfPublishers = (publisherIds: readonly number[]): SQL | undefined =>
  publisherIds.length ? inArray(publishers.id, [...publisherIds]) : undefined;

/** Pending first, the longest waiting at the top; then the latest decisions. */
export const waitingLongestFirst = (reversed: boolean) => {
  const pendingFirst = sql`(${dpApprovals.status} = 'PENDING')`;
  const order = [
    desc(pendingFirst),
    sql`case when ${dpApprovals.status} = 'PENDING' then ${dpApprovals.requestedOn} end asc nulls last`,
    desc(dpApprovals.decidedOn),
    asc(dpApprovals.id),
  ];
  if (!reversed) return order;
  return [
    asc(pendingFirst),
    sql`case when ${dpApprovals.status} = 'PENDING' then ${dpApprovals.requestedOn} end desc nulls first`,
    asc(dpApprovals.decidedOn),
    desc(dpApprovals.id),
  ];
};

export type InventoryItem = { id: number; publisherId: number; name: string };

const tableOf = (kind: InventoryKind) =>
  kind === 'DOMAIN'
    ? {
        table: domains,
        id: domains.id,
        name: domains.url,
        publisherId: domains.publisherId,
        status: domains.status,
        networkId: domains.networkId,
      }
    : {
        table: apps,
        id: apps.id,
        name: apps.bundleId,
        publisherId: apps.publisherId,
        status: apps.status,
        networkId: apps.networkId,
      };

/**
 * Domains or apps that are not archived, in the caller's network (null: every network): those of
 * the ids given, and every active one of the publishers given.
 */
export async function inventoryItems(
  db: Db,
  kind: InventoryKind,
  scope: number | null,
  wanted: { ids: readonly number[]; publisherIds: readonly number[] },
): Promise<InventoryItem[]> {
  const t = tableOf(kind);
  const named = wanted.ids.length
    ? and(inArray(t.id, [...wanted.ids]), sql`${t.status} <> 'ARCHIVED'`)
    : undefined;
  const ofPublishers = wanted.publisherIds.length
    ? and(inArray(t.publisherId, [...wanted.publisherIds]), eq(t.status, 'ACTIVE'))
    : undefined;
  return db
    .select({ id: t.id, publisherId: t.publisherId, name: t.name })
    .from(t.table)
    .where(and(or(named, ofPublishers), scope === null ? undefined : eq(t.networkId, scope)))
    .orderBy(t.id);
}

/** The domains (by URL) or apps (by bundle id) of these publishers, any letter case, not archived. */
export async function inventoryByName(
  db: Db,
  kind: InventoryKind,
  scope: number | null,
  publisherIds: readonly number[],
): Promise<InventoryItem[]> {
  if (publisherIds.length === 0) return [];
  const t = tableOf(kind);
  return db
    .select({ id: t.id, publisherId: t.publisherId, name: sql<string>`lower(${t.name})` })
    .from(t.table)
    .where(
      and(
        inArray(t.publisherId, [...publisherIds]),
        sql`${t.status} <> 'ARCHIVED'`,
        scope === null ? undefined : eq(t.networkId, scope),
      ),
    );
}

export type ApprovalValues = { status: string; note: string | null; decidedOn: string | null };

/** Asks for the approvals not asked yet; answers the ids of those it made. */
export const insertMissingApprovals = (
  db: Db,
  wanted: readonly { demandPartnerId: number; kind: InventoryKind; inventoryId: number }[],
) =>
  db
    .insert(dpApprovals)
    .values([...wanted])
    .onConflictDoNothing({ target: [dpApprovals.demandPartnerId, dpApprovals.kind, dpApprovals.inventoryId] })
    .returning({ id: dpApprovals.id })
    .then((rows) => rows.map((row) => row.id));

/** Sets the approvals' state, each moving to its next version. */
export const updateApprovals = (db: Db, ids: readonly number[], values: ApprovalValues) =>
  db
    .update(dpApprovals)
    .set({ ...values, version: sql`${dpApprovals.version} + 1`, updatedOn: sql`now()` })
    .where(inArray(dpApprovals.id, [...ids]));

/** Writes one approval with its state, asked for now when it did not exist; answers its id. */
export async function saveApproval(
  db: Db,
  key: { demandPartnerId: number; kind: InventoryKind; inventoryId: number },
  values: ApprovalValues,
): Promise<number> {
  const [row] = await db
    .insert(dpApprovals)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [dpApprovals.demandPartnerId, dpApprovals.kind, dpApprovals.inventoryId],
      set: { ...values, version: sql`${dpApprovals.version} + 1`, updatedOn: sql`now()` },
    })
    .returning({ id: dpApprovals.id });
  return row!.id;
}
