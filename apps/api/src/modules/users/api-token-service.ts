import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_USER,
  type ApiTokenCreate,
  type CreatedApiToken,
} from '@adcast/domain/users/api-tokens';
import { countLiveApiTokens, deleteApiToken, insertApiToken } from '../../db/api-tokens';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { notFound, ruleBroken } from '../../http/errors';
import { newApiTokenSecret } from '../../identity/api-tokens';
import { NO_TOKEN, recordSecurityChange, tokenSnapshot } from '../../records/security-changes';

const DAY_MS = 24 * 60 * 60_000;

/** A new token for the user; its secret is in this answer only. */
export async function createApiToken(
  db: Db,
  userId: number,
  input: ApiTokenCreate,
): Promise<CreatedApiToken> {
  return db.transaction(async (tx) => {
    if ((await countLiveApiTokens(tx, userId)) >= API_TOKENS_PER_USER)
      throw ruleBroken(API_TOKEN_MESSAGES.tooMany);
    const { secret, tokenHash, hint } = newApiTokenSecret();
    const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
    try {
      const token = await insertApiToken(tx, {
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash,
        hint,
        expiresAt,
      });
      await recordSecurityChange(tx, {
        userId,
        by: userId,
        action: 'API_TOKEN_CREATE',
        before: NO_TOKEN,
        after: tokenSnapshot(token),
      });
      return { ...token, secret };
    } catch (error) {
      if (isUniqueViolation(error, 'api_tokens_user_name_idx'))
        throw ruleBroken(API_TOKEN_MESSAGES.nameTaken);
      throw error;
    }
  });
}

export async function revokeApiToken(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await deleteApiToken(tx, userId, id);
    if (!gone) throw notFound('Token');
    await recordSecurityChange(tx, {
      userId,
      by: userId,
      action: 'API_TOKEN_REVOKE',
      before: tokenSnapshot(gone),
      after: NO_TOKEN,
    });
  });
}
