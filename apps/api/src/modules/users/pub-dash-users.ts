import type { PubDashUserInput, PubDashUserUpdate, User } from '@adcast/domain/users/users';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { forbidden } from '../../http/errors';
import { loadRecord } from '../../records/rows';
import { PUBLISHER } from '../publishers/publisher-record';
import { userAsSeenBy } from './scope';
import { createUser, loadVisibleUser, type UserWriteContext, updateUser } from './write-service';

/** The publisher the working mask names: only a publisher mask manages users here. */
async function maskPublisher(ctx: UserWriteContext) {
  const { mask } = ctx.auth;
  if (mask.role !== 'PUBLISHER' || !mask.publisherId) throw forbidden();
  return loadRecord(ctx.deps.db, ctx.auth, PUBLISHER, mask.publisherId);
}

/** A new user of the mask's publisher: the publisher role and that publisher, in its network. */
export async function createPublisherUser(ctx: UserWriteContext, input: PubDashUserInput): Promise<User> {
  const publisher = await maskPublisher(ctx);
  const created = await createUser(ctx, {
    ...input,
    roles: ['PUBLISHER'],
    publisherIds: [publisher.id],
    contentOwnerIds: [],
    networkId: publisher.network?.id ?? null,
  });
  return userAsSeenBy(ctx.auth, created);
}

/**
 * Renames a user of the mask's publisher; its roles and publishers stay as they are (a user with a
 * role the caller does not hold is not its to manage, 403; another publisher's user is not found).
 */
export async function updatePublisherUser(ctx: UserWriteContext, input: PubDashUserUpdate): Promise<User> {
  await maskPublisher(ctx);
  const target = await loadVisibleUser(ctx.deps.db, ctx.auth, eq(users.id, input.id));
  const updated = await updateUser(ctx, {
    ...input,
    roles: target.roles,
    publisherIds: target.publisherIds,
    contentOwnerIds: target.contentOwnerIds,
  });
  return userAsSeenBy(ctx.auth, updated);
}
