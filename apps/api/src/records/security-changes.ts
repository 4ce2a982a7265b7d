import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/identity';
import { loadUserWhere } from '../db/users';
import { recordChange, type SecurityAction } from './changelog-entry';

type Snapshot = Record<string, string | boolean | null>;

/**
 * One change of an account's security in the changelog (issue 30): an API token made or revoked,
 * the second factor turned on, off or reset. The user is the subject (named by e-mail, in its
 * network's changelog), `by` who did it; snapshots hold what changed and never a secret (no token,
 * hint, TOTP secret or recovery code). No changelog subject reverts these actions. Call it inside
 * the transaction that makes the change.
 */
export async function recordSecurityChange(
  db: Db,
  change: { userId: number; by: number; action: SecurityAction; before: Snapshot; after: Snapshot },
): Promise<void> {
  const user = await loadUserWhere(db, eq(users.id, change.userId));
  const email = user?.email ?? null;
  await recordChange(db, {
    entityType: 'USER',
    entityId: change.userId,
    action: change.action,
    userId: change.by,
    networkId: user?.network?.id ?? null,
    before: { email, ...change.before },
    after: { email, ...change.after },
  });
}

/** What the changelog keeps of an API token: its name, scope and expiry. */
export const tokenSnapshot = (token: { name: string; scope: string; expiresAt: string }): Snapshot => ({
  apiToken: token.name,
  apiTokenScope: token.scope,
  apiTokenExpiresAt: token.expiresAt,
});

export const NO_TOKEN: Snapshot = { apiToken: null, apiTokenScope: null, apiTokenExpiresAt: null };

/** The second factor's state before and after it is turned on, or off (by its user or reset by an admin). */
export const TURNED_ON = { before: { twoFactor: false }, after: { twoFactor: true } };
export const TURNED_OFF = { before: { twoFactor: true }, after: { twoFactor: false } };
