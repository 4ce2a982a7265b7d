import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections, demandPartners } from '../../db/schema/demand';
import { contentOwners, publishers } from '../../db/schema/tenancy';
import type { FactScope } from '../../reports/scope';

/** The networks whose demand a scope may name: its own, or those of its publishers or content owners. */
function networksOf(db: Db, scope: Exclude<ReportScope, { kind: 'everything' }>) {
  switch (scope.kind) {
    case 'network':
      return (column: typeof demandPartners.networkId | typeof connections.networkId) =>
        eq(column, scope.networkId);
    case 'publishers':
    case 'contentOwners': {
      const [table, ids] =
        scope.kind === 'publishers'
          ? [publishers, scope.publisherIds]
          : [contentOwners, scope.contentOwnerIds];
      const networks = db
        .select({ id: table.networkId })
        .from(table)
        .where(inArray(table.id, ids.length > 0 ? [...ids] : [0]));
      return (column: typeof demandPartners.networkId | typeof connections.networkId): SQL =>
        inArray(column, networks);
    }
  }
}

/**
 * A report scope with the demand partners and connections it may name, looked up now (issue 30:
 * one tenancy rule for demand partners, `@adcast/domain/reports/demand-names`). Staff's scope of
 * every row names every partner.
 */
export async function factScopeOf(db: Db, scope: ReportScope): Promise<FactScope> {
  if (scope.kind === 'everything') return scope;
  const ofNetworks = networksOf(db, scope);
  const [partners, ownConnections] = await Promise.all([
    db.select({ id: demandPartners.id }).from(demandPartners).where(ofNetworks(demandPartners.networkId)),
    db.select({ id: connections.id }).from(connections).where(ofNetworks(connections.networkId)),
  ]);
  return {
    ...scope,
    demand: { partnerIds: partners.map((p) => p.id), connectionIds: ownConnections.map((c) => c.id) },
  };
}
