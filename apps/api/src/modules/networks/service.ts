import { SERVER_MESSAGES } from '@adcast/domain/messages';
import type {
  NetworkBrand,
  NetworkDetails,
  NetworkInput,
  NetworkUpdate,
} from '@adcast/domain/networks/networks';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentOwners, networks, publishers } from '../../db/schema/tenancy';
import { plusOne } from '../../db/users';
import type { AuthContext } from '../../http/auth';
import { conflict, forbidden, notFound } from '../../http/errors';
import { networkScope, ownContentOwnerIds, ownPublisherIds } from '../../http/scope';
import { recordChange } from '../../records/changelog-entry';

/**
 * The networks a caller may see: a network user only its own; with networks-read every network;
 * a publisher or content owner only the networks its own rows belong to; anyone else none.
 */
function networksVisibleTo(db: Db, auth: AuthContext): SQL | undefined {
  const scope = networkScope(auth);
  if (scope !== null) return eq(networks.id, scope);
  if (auth.permissions.has('NETWORKS_READ')) return undefined;
  if (auth.mask.role === 'PUBLISHER') {
    const own = db
      .select({ id: publishers.networkId })
      .from(publishers)
      .where(and(inArray(publishers.id, ownPublisherIds(auth)), isNotNull(publishers.networkId)));
    return inArray(networks.id, own);
  }
  if (auth.mask.role === 'CONTENT_OWNER') {
    const own = db
      .select({ id: contentOwners.networkId })
      .from(contentOwners)
      .where(and(inArray(contentOwners.id, ownContentOwnerIds(auth)), isNotNull(contentOwners.networkId)));
    return inArray(networks.id, own);
  }
  return eq(networks.id, -1);
}

/** The networks a picker may offer. */
export function listNetworks(db: Db, auth: AuthContext) {
  return db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(networksVisibleTo(db, auth))
    .orderBy(asc(networks.id));
}

type NetworkRow = typeof networks.$inferSelect;

const brandOf = (row: NetworkRow): NetworkBrand => ({
  title: row.brandTitle,
  logo: row.brandLogo,
  favicon: row.brandFavicon,
  primaryColour: row.brandPrimaryColour,
});

const toDetails = (row: NetworkRow): NetworkDetails => ({
  id: row.id,
  name: row.name,
  domain: row.domain,
  brand: brandOf(row),
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  version: row.version,
});

export async function loadNetwork(db: Db, auth: AuthContext, id: number): Promise<NetworkDetails> {
  const [row] = await db
    .select()
    .from(networks)
    .where(and(eq(networks.id, id), networksVisibleTo(db, auth)));
  if (!row) throw notFound('Network');
  return toDetails(row);
}

/** The brand the signed-in user's shell shows: its network's, or none (the product's own). */
export async function brandOfNetwork(db: Db, networkId: number | null): Promise<NetworkBrand | null> {
  if (networkId === null) return null;
  const [row] = await db.select().from(networks).where(eq(networks.id, networkId));
  return row ? brandOf(row) : null;
}

const columnsOf = (input: NetworkInput) => ({
  name: input.name,
  domain: input.domain,
  brandTitle: input.brand.title,
  brandLogo: input.brand.logo,
  brandFavicon: input.brand.favicon,
  brandPrimaryColour: input.brand.primaryColour,
});

/** Only users outside any network create networks. */
export function createNetwork(db: Db, auth: AuthContext, input: NetworkInput): Promise<NetworkDetails> {
  if (networkScope(auth) !== null) throw forbidden();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(networks).values(columnsOf(input)).returning();
    const after = toDetails(row!);
    await recordChange(tx, {
      entityType: 'NETWORK',
      entityId: after.id,
      action: 'CREATE',
      userId: auth.user.id,
      networkId: after.id,
      after,
    });
    return after;
  });
}

/** Edits a network the caller sees (a network user its own) at the version it saw. */
export function updateNetwork(db: Db, auth: AuthContext, id: number, input: NetworkUpdate) {
  return db.transaction(async (tx) => {
    const before = await loadNetwork(tx, auth, id);
    if (before.version !== input.version) throw conflict(SERVER_MESSAGES.staleVersion);
    const [row] = await tx
      .update(networks)
      .set({ ...columnsOf(input), version: plusOne(networks.version), updatedOn: new Date() })
      .where(and(eq(networks.id, id), eq(networks.version, input.version)))
      .returning();
    if (!row) throw conflict(SERVER_MESSAGES.staleVersion);
    const after = toDetails(row);
    await recordChange(tx, {
      entityType: 'NETWORK',
      entityId: id,
      action: 'UPDATE',
      userId: auth.user.id,
      networkId: id,
      before,
      after,
    });
    return after;
  });
}
