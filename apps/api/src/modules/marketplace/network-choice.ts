import { MARKETPLACE_MESSAGES } from '@adcast/domain/marketplace/marketplace-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networks } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { networkScope } from '../../http/scope';

/** The network a marketplace screen works on: a network user's own (another is not found), else the one asked for. */
export async function marketplaceNetwork(
  db: Db,
  auth: AuthContext,
  requested: number | undefined,
): Promise<number> {
  const own = networkScope(auth);
  if (own !== null) {
    if (requested !== undefined && requested !== own) throw notFound('Network');
    return own;
  }
  if (requested === undefined) throw badRequest(MARKETPLACE_MESSAGES.chooseNetwork);
  const [found] = await db.select({ id: networks.id }).from(networks).where(eq(networks.id, requested));
  if (!found) throw notFound('Network');
  return requested;
}
