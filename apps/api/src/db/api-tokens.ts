import type { ApiToken, ApiTokenScope } from '@adcast/domain/users/api-tokens';
import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './client';
import { apiTokens, users } from './schema/identity';

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  hint: apiTokens.hint,
  createdOn: apiTokens.createdOn,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

type ListedRow = Pick<typeof apiTokens.$inferSelect, keyof typeof listed>;

const toApiToken = (row: ListedRow): ApiToken => ({
  ...row,
  scope: row.scope as ApiTokenScope,
  createdOn: row.createdOn.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiTokens(db: Db, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdOn), desc(apiTokens.id));
  return rows.map(toApiToken);
}

/** Tokens the user holds that have not expired (expired ones are deleted on the way). */
export async function countLiveApiTokens(db: Db, userId: number): Promise<number> {
  await db.delete(apiTokens).where(and(eq(apiTokens.userId, userId), lt(apiTokens.expiresAt, new Date())));
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertApiToken(
  db: Db,
  token: {
    userId: number;
    name: string;
    scope: ApiTokenScope;
    tokenHash: string;
    hint: string;
    expiresAt: Date;
  },
): Promise<ApiToken> {
  const [row] = await db.insert(apiTokens).values(token).returning(listed);
  return toApiToken(row!);
}

/** The user's token as it was, now gone; null when the user holds no such token. */
export async function deleteApiToken(db: Db, userId: number, id: number): Promise<ApiToken | null> {
  const [gone] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning(listed);
  return gone ? toApiToken(gone) : null;
}

/** The live token with this hash whose user is enabled: read on every request, never kept. */
export async function findLiveApiToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, new Date()), eq(users.enabled, true)),
    );
  return row ? { ...row, scope: row.scope as ApiTokenScope } : null;
}

/** Notes a use, at most once per `everyMs` per token, whichever server sees it. */
export async function touchApiToken(db: Db, id: number, everyMs: number): Promise<void> {
  const now = new Date();
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}
