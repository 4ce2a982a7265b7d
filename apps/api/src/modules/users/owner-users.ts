import type { Page } from '@adcast/domain/paging';
import type { OwnerUsersFilter, User } from '@adcast/domain/users/users';
import type { Db } from '../../db/client';
import type { ReadMemo } from '../../db/read-memo';
import type { AuthContext } from '../../http/auth';
import { loadRecord } from '../../records/rows';
import { CONTENT_OWNER } from '../content/owners/content-owner-record';
import { PUBLISHER } from '../publishers/publisher-record';
import { listUsers } from './list-service';

export type Owner = { kind: 'publisher' | 'contentOwner'; id: number };

/** One page of an owner's users, once the caller may see the owner (404 otherwise). */
export async function ownerUsers(
  db: Db,
  reads: ReadMemo,
  auth: AuthContext,
  owner: Owner,
  query: OwnerUsersFilter,
): Promise<Page<User>> {
  if (owner.kind === 'publisher') await loadRecord(db, auth, PUBLISHER, owner.id);
  else await loadRecord(db, auth, CONTENT_OWNER, owner.id);
  return listUsers(db, reads, auth, {
    ...query,
    ...(owner.kind === 'publisher' ? { publisherId: owner.id } : { contentOwnerId: owner.id }),
  });
}
