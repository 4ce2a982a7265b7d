import type { Role } from '@adcast/domain/roles';
import type { User } from '@adcast/domain/users/users';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema/identity';
import { networks } from './schema/tenancy';
import type { SortKeys } from './sorting';

type Ref = { id: number; name: string };

const refsOf = (link: 'publishers' | 'content_owners') => {
  const [table, column] =
    link === 'publishers' ? ['user_publishers', 'publisher_id'] : ['user_content_owners', 'content_owner_id'];
  return sql<Ref[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
    from ${sql.raw(table)} l join ${sql.raw(link)} r on r.id = l.${sql.raw(column)}
    where l.user_id = ${users.id}), '[]'::json)`;
};

/** The users with their network, publishers and content owners, as a dynamic select. */
export const selectUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: users.roles,
      enabled: users.enabled,
      networkId: users.networkId,
      networkName: networks.name,
      publishers: refsOf('publishers'),
      contentOwners: refsOf('content_owners'),
      createdOn: users.createdOn,
      updatedOn: users.updatedOn,
      version: users.version,
    })
    .from(users)
    .leftJoin(networks, eq(networks.id, users.networkId))
    .$dynamic();

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles as Role[],
  publisherIds: row.publishers.map((ref) => ref.id),
  publishers: row.publishers,
  contentOwnerIds: row.contentOwners.map((ref) => ref.id),
  contentOwners: row.contentOwners,
  network: row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' },
  status: row.enabled ? 'ENABLED' : 'DISABLED',
  createdOn: new Date(row.createdOn).toISOString(),
  updatedOn: new Date(row.updatedOn).toISOString(),
  version: row.version,
});

export const USER_SORT_KEYS: SortKeys<'name' | 'email' | 'status' | 'createdOn'> = {
  name: sql`lower(${users.name}) collate "C"`,
  email: sql`${users.email} collate "C"`,
  status: users.enabled,
  createdOn: users.createdOn,
};

/** Users linked to one of these publishers (or content owners). */
export const linkedTo = (link: 'publishers' | 'content_owners', ids: number[]): SQL =>
  ids.length === 0
    ? sql`false`
    : link === 'publishers'
      ? sql`exists (select 1 from user_publishers l where l.user_id = ${users.id} and l.publisher_id in ${ids})`
      : sql`exists (select 1 from user_content_owners l where l.user_id = ${users.id} and l.content_owner_id in ${ids})`;

export async function loadUserWhere(db: Db, where: SQL): Promise<User | null> {
  const [row] = await selectUsers(db).where(where);
  return row ? toUser(row) : null;
}

/** The next value of a counter column (version, token version). */
export const plusOne = (column: AnyColumn) => sql`${column} + 1`;

/** The ids a user is linked to (its publishers or content owners), ascending. */
export const linkedIds = (link: 'publishers' | 'content_owners') => {
  const [table, column] =
    link === 'publishers' ? ['user_publishers', 'publisher_id'] : ['user_content_owners', 'content_owner_id'];
  return sql<number[]>`coalesce((select array_agg(l.${sql.raw(column)} order by l.${sql.raw(column)})
    from ${sql.raw(table)} l where l.user_id = ${users.id}), '{}')`;
};

/** Stores a new password hash and ends every session of the user; answers the new token version. */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<number> {
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: plusOne(users.tokenVersion), updatedOn: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return updated!.tokenVersion;
}

/** Enabled admins outside any network. */
export const enabledGlobalAdmins = and(
  eq(users.enabled, true),
  sql`'ADMIN' = any(${users.roles})`,
  sql`${users.networkId} is null`,
);

/** The users with these e-mails (stored lower-cased), by e-mail. */
export async function usersByEmail(db: Db, emails: readonly string[]): Promise<Map<string, User>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await selectUsers(db).where(inArray(users.email, wanted));
  return new Map(rows.map((row) => [row.email, toUser(row)]));
}
