import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import type { OwnerType } from '@adcast/domain/enumerations';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentOwners, publishers } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { ownContentOwnerIds, ownPublisherIds } from '../../http/scope';
import { networkFilter } from '../../http/scope-filter';

/** The columns that say who owns a video; its network is the owner's. */
export type OwnerColumns = {
  ownerType: OwnerType | null;
  publisherId: number | null;
  coId: number | null;
  networkId: number | null;
};

export const NO_OWNER: OwnerColumns = { ownerType: null, publisherId: null, coId: null, networkId: null };

const OWNER_TABLES = {
  PUBLISHER: { table: publishers, id: publishers.id, networkId: publishers.networkId, own: ownPublisherIds },
  CONTENT_OWNER: {
    table: contentOwners,
    id: contentOwners.id,
    networkId: contentOwners.networkId,
    own: ownContentOwnerIds,
  },
} as const;

export type VideoOwnerKind = keyof typeof OWNER_TABLES;

/**
 * A publisher or content owner the caller may reach — in its network, and its own under a mask of
 * that kind; never under the other owner mask — with its network; undefined when out of reach.
 */
export async function reachableOwner(
  db: Db,
  auth: AuthContext,
  kind: VideoOwnerKind,
  id: number,
): Promise<{ networkId: number | null } | undefined> {
  const other: VideoOwnerKind = kind === 'PUBLISHER' ? 'CONTENT_OWNER' : 'PUBLISHER';
  if (auth.mask.role === other) return undefined;
  const owner = OWNER_TABLES[kind];
  const own = auth.mask.role === kind ? owner.own(auth) : null;
  const [row] = await db
    .select({ networkId: owner.networkId })
    .from(owner.table)
    .where(
      and(
        eq(owner.id, id),
        networkFilter(owner.networkId, auth),
        own ? inArray(owner.id, own.length ? own : [0]) : undefined,
      ),
    );
  return row;
}

/** A publisher the caller may give videos to: in its network, and its own under a publisher mask. */
async function publisherNetwork(db: Db, auth: AuthContext, id: number): Promise<number | null> {
  const owner = await reachableOwner(db, auth, 'PUBLISHER', id);
  if (!owner) throw badRequest(CATALOGUE_MESSAGES.publisherNotFound);
  return owner.networkId;
}

/** A content owner the caller may give videos to: in its network, and its own under a content owner mask. */
export async function contentOwnerNetwork(db: Db, auth: AuthContext, id: number): Promise<number | null> {
  const owner = await reachableOwner(db, auth, 'CONTENT_OWNER', id);
  if (!owner) throw badRequest(CATALOGUE_MESSAGES.contentOwnerNotFound);
  return owner.networkId;
}

/**
 * Part 2 §4 ownership: the product's own (VB, no owner), a publisher or a content owner. The
 * owner must be one the caller may reach; a network user may not give videos to Adcast itself,
 * which would take them out of its network.
 */
export async function ownershipOf(
  db: Db,
  auth: AuthContext,
  wanted: { ownerType: OwnerType; publisherId?: number | null; coId?: number | null },
): Promise<OwnerColumns> {
  if (wanted.ownerType === 'PUBLISHER') {
    if (!wanted.publisherId) throw badRequest(CATALOGUE_MESSAGES.ownerRequired);
    const networkId = await publisherNetwork(db, auth, wanted.publisherId);
    return { ownerType: 'PUBLISHER', publisherId: wanted.publisherId, coId: null, networkId };
  }
  if (wanted.ownerType === 'CONTENT_OWNER') {
    if (!wanted.coId) throw badRequest(CATALOGUE_MESSAGES.ownerRequired);
    const networkId = await contentOwnerNetwork(db, auth, wanted.coId);
    return { ownerType: 'CONTENT_OWNER', publisherId: null, coId: wanted.coId, networkId };
  }
  if (auth.user.network || auth.mask.role === 'PUBLISHER' || auth.mask.role === 'CONTENT_OWNER')
    throw badRequest(CATALOGUE_MESSAGES.ownerNotReachable);
  return { ownerType: 'VB', publisherId: null, coId: null, networkId: null };
}
