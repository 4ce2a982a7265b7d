import { ROUTING_MESSAGES as M, type RoutingRuleFields } from '@adcast/domain/marketplace/routing';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { networksOfRows } from '../../../db/deals';
import { connections } from '../../../db/schema/demand';
import { placements } from '../../../db/schema/inventory';
import { supplyPackages } from '../../../db/schema/marketplace';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';

type Table = typeof placements | typeof connections | typeof supplyPackages;
type Ref = { id: number; name: string };

/** Every package, placement and connection the rules name exists, is visible and is in the routing's network. */
export async function checkRuleRefs(
  db: Db,
  auth: AuthContext,
  networkId: number | null,
  rules: RoutingRuleFields[],
) {
  const check = async (table: Table, ids: number[], missing: (ids: number[]) => string, what: string) => {
    const unique = [...new Set(ids)];
    const found = await networksOfRows(db, table, unique, networkFilter(table.networkId, auth));
    const absent = unique.filter((id) => !found.has(id));
    if (absent.length > 0) throw badRequest(missing(absent));
    const outside = unique.filter((id) => found.get(id) !== networkId).sort((a, b) => a - b);
    if (outside.length > 0) throw badRequest(M.outsideNetwork(what, outside));
  };
  const ids = idsOf(rules);
  await check(supplyPackages, ids.supplyPackages, M.packageNotFound, 'Supply packages');
  await check(placements, ids.placements, M.placementsNotFound, 'Placements');
  await check(connections, ids.connections, M.connectionsNotFound, 'Connections');
}

/** The packages, placements and connections the rules name, by table. */
export const idsOf = (rules: RoutingRuleFields[]) => ({
  supplyPackages: rules.flatMap((rule) => (rule.supplyPackageId === null ? [] : [rule.supplyPackageId])),
  placements: rules.flatMap((rule) => rule.placementIds),
  connections: rules.flatMap((rule) => [
    ...rule.targets.map((target) => target.connectionId),
    ...(rule.fallbackConnectionId === null ? [] : [rule.fallbackConnectionId]),
  ]),
});

/** Names of these rows, by table; a row gone since shows as its id. */
export async function namesOf(db: Db, ids: Partial<ReturnType<typeof idsOf>>) {
  const namesIn = async (table: Table, wanted: number[] = []): Promise<Map<number, string>> => {
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, [...new Set(wanted)]));
    return new Map(rows.map((row) => [row.id, row.name]));
  };
  const [packages, placementNames, connectionNames] = await Promise.all([
    namesIn(supplyPackages, ids.supplyPackages),
    namesIn(placements, ids.placements),
    namesIn(connections, ids.connections),
  ]);
  const ref = (names: Map<number, string>, id: number): Ref => ({ id, name: names.get(id) ?? `#${id}` });
  return {
    supplyPackage: (id: number) => ref(packages, id),
    placement: (id: number) => ref(placementNames, id),
    connection: (id: number) => ref(connectionNames, id),
  };
}
