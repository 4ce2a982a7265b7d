import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { revertPermissionOf } from '@adcast/domain/contracts/registry';
import type { NetworkDetails } from '@adcast/domain/networks/networks';
import type { User } from '@adcast/domain/users/users';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { conflict, forbidden, notFound, ruleBroken } from '../../http/errors';
import { loadNetwork, updateNetwork } from '../networks/service';
import { setUserEnabled } from '../users/status-service';
import { loadVisibleUser, type UserWriteContext, updateUser } from '../users/write-service';
import { loadChange } from './list-service';
import { recordRevert } from './record-revert';

type Change = NonNullable<Awaited<ReturnType<typeof loadChange>>>;
type Revert = {
  currentVersion: () => Promise<number>;
  undo: (version: number) => Promise<unknown>;
};

const versionOf = (snapshot: unknown) => (snapshot as { version?: number } | null)?.version;

function userRevert(ctx: UserWriteContext, change: Change): Revert | null {
  const before = change.before as User;
  const current = () => loadVisibleUser(ctx.deps.db, ctx.auth, eq(users.id, change.entityId));
  const base = { currentVersion: async () => (await current()).version };
  if (change.action === 'UPDATE')
    return {
      ...base,
      undo: (version) =>
        updateUser(ctx, {
          id: change.entityId,
          version,
          name: before.name,
          roles: before.roles,
          publisherIds: before.publisherIds,
          contentOwnerIds: before.contentOwnerIds,
        }),
    };
  if (change.action === 'ENABLE' || change.action === 'DISABLE')
    return {
      ...base,
      undo: async () => setUserEnabled(ctx, (await current()).email, change.action === 'DISABLE'),
    };
  return null;
}

function networkRevert(ctx: UserWriteContext, change: Change): Revert | null {
  if (change.action !== 'UPDATE') return null;
  const before = change.before as NetworkDetails;
  const { db } = ctx.deps;
  return {
    currentVersion: async () => (await loadNetwork(db, ctx.auth, change.entityId)).version,
    undo: (version) =>
      updateNetwork(db, ctx.auth, change.entityId, {
        name: before.name,
        domain: before.domain,
        brand: before.brand,
        version,
      }),
  };
}

/**
 * Undoes one change as a new tracked write: only while the record is still at the version that
 * change left (409 otherwise), and only with the permission the write itself needs.
 */
export async function revertChange(ctx: UserWriteContext, changeId: number): Promise<unknown> {
  const change = await loadChange(ctx.deps.db, ctx.auth, changeId);
  if (!change) throw notFound('Change');
  const permission = revertPermissionOf(change);
  if (!permission) throw ruleBroken(CHANGELOG_MESSAGES.notRevertible);
  const revert =
    change.entityType === 'USER'
      ? userRevert(ctx, change)
      : change.entityType === 'NETWORK'
        ? networkRevert(ctx, change)
        : recordRevert({ db: ctx.deps.db, auth: ctx.auth, written: ctx.written }, change);
  if (!revert) throw ruleBroken(CHANGELOG_MESSAGES.notRevertible);
  if (!ctx.auth.permissions.has(permission)) throw forbidden();
  const current = await revert.currentVersion().catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) throw ruleBroken(CHANGELOG_MESSAGES.recordGone);
    throw error;
  });
  if (current !== versionOf(change.after)) throw conflict(CHANGELOG_MESSAGES.movedOn);
  return revert.undo(current);
}
