import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networks } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { networkScope } from '../../http/scope';

/** The networks a picker may offer: a network user only its own. */
export function listNetworks(db: Db, auth: AuthContext) {
  const scope = networkScope(auth);
  return db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(scope === null ? undefined : eq(networks.id, scope))
    .orderBy(asc(networks.id));
}
