import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { connections, demandPartners } from './schema/demand';
import { contentOwners, publishers } from './schema/tenancy';

type NetworkColumn = typeof demandPartners.networkId | typeof connections.networkId;
type TenantScope = Exclude<ReportScope, { kind: 'everything' }>;

/** Rows of the networks a scope owns: its network, or those of its publishers or content owners. */
function ofScopeNetworks(db: Db, scope: TenantScope): (column: NetworkColumn) => SQL {
  if (scope.kind === 'network') return (column) => eq(column, scope.networkId);
  const [table, ids] =
    scope.kind === 'publishers' ? [publishers, scope.publisherIds] : [contentOwners, scope.contentOwnerIds];
  const networks = db
    .select({ id: table.networkId })
    .from(table)
    .where(inArray(table.id, ids.length > 0 ? [...ids] : [0]));
  return (column) => inArray(column, networks);
}

/** The demand partners and connections of the networks a (non-staff) report scope owns. */
export async function ownDemandOf(db: Db, scope: TenantScope) {
  const owned = ofScopeNetworks(db, scope);
  const [partners, ownConnections] = await Promise.all([
    db.select({ id: demandPartners.id }).from(demandPartners).where(owned(demandPartners.networkId)),
    db.select({ id: connections.id }).from(connections).where(owned(connections.networkId)),
  ]);
  return { partnerIds: partners.map((p) => p.id), connectionIds: ownConnections.map((c) => c.id) };
}
