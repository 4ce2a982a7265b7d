import { eq, lt } from 'drizzle-orm';
import type { Db } from './client';
import { revokedTokens } from './schema/identity';

/** Ends a token until it would have expired; tokens past their expiry are forgotten on the way. */
export async function revokeToken(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db.insert(revokedTokens).values({ tokenHash, expiresAt }).onConflictDoNothing();
}

export async function isTokenRevoked(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: revokedTokens.tokenHash })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenHash, tokenHash));
  return row !== undefined;
}
