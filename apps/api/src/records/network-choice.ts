import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { networks } from '../db/schema/tenancy';
import type { AuthContext } from '../http/auth';
import { badRequest } from '../http/errors';
import { networkScope } from '../http/scope';

/** A record's network: a network user's own (it may not pick another), else the one chosen, if it exists. */
export async function resolveNetwork(
  db: Db,
  auth: AuthContext,
  requested: number | null,
): Promise<number | null> {
  const scope = networkScope(auth);
  if (scope !== null) {
    if (requested !== null && requested !== scope) throw badRequest(DEMAND_MESSAGES.ownNetworkOnly);
    return scope;
  }
  if (requested === null) return null;
  const [found] = await db.select({ id: networks.id }).from(networks).where(eq(networks.id, requested));
  if (!found) throw badRequest(DEMAND_MESSAGES.networkNotFound);
  return requested;
}

type NetworkColumns = { networkId: number | null; networkName: string | null };

/** A record's network as its DTO names it, from the row's network id and joined name. */
export const networkOf = (row: NetworkColumns) =>
  row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' };
