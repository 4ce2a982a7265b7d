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
      return { ...token, secret };
    } catch (error) {
      if (isUniqueViolation(error, 'api_tokens_user_name_idx'))
        throw ruleBroken(API_TOKEN_MESSAGES.nameTaken);
      throw error;
    }
  });
}

export async function revokeApiToken(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteApiToken(db, userId, id))) throw notFound('Token');
}
