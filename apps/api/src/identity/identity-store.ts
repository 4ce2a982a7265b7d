import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { users } from '../db/schema/identity';
import { networks } from '../db/schema/tenancy';
import { linkedIds } from '../db/users';

/** The signed-in user as the server sees it: what `me` answers plus what ends a session. */
export type Identity = Me & { enabled: boolean; tokenVersion: number };

const CACHE_TTL_MS = 5_000;
const CACHE_MAX_USERS = 10_000;

/** lru-cache holds objects only; an unknown user is remembered as this. */
const NO_ONE = { missing: true } as const;

/**
 * Loads identities by user id, keeping each for a few seconds: the same process forgets a user
 * as soon as it changes them, and the short TTL bounds staleness when several processes share a
 * database.
 */
export class IdentityStore {
  private readonly cache = new LRUCache<number, Identity | typeof NO_ONE>({
    max: CACHE_MAX_USERS,
    ttl: CACHE_TTL_MS,
  });

  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<Identity | null> {
    const hit = this.cache.get(userId);
    if (hit) return hit === NO_ONE ? null : (hit as Identity);
    const identity = await this.load(userId);
    this.cache.set(userId, identity ?? NO_ONE);
    return identity;
  }

  forget(userId: number): void {
    this.cache.delete(userId);
  }

  /** Another server may have changed anyone: every identity is loaded again. */
  forgetAll(): void {
    this.cache.clear();
  }

  private async load(userId: number): Promise<Identity | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        roles: users.roles,
        enabled: users.enabled,
        tokenVersion: users.tokenVersion,
        networkId: users.networkId,
        networkName: networks.name,
        publisherIds: linkedIds('publishers'),
        contentOwnerIds: linkedIds('content_owners'),
      })
      .from(users)
      .leftJoin(networks, eq(networks.id, users.networkId))
      .where(eq(users.id, userId));
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      roles: row.roles as Role[],
      enabled: row.enabled,
      tokenVersion: row.tokenVersion,
      publisherIds: row.publisherIds.map(Number),
      contentOwnerIds: row.contentOwnerIds.map(Number),
      network: row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' },
    };
  }
}

export const toMe = ({ enabled: _enabled, tokenVersion: _tokenVersion, ...me }: Identity): Me => me;
