import type { ReportScope } from '@adcast/domain/reports/report-scope';
import type { Db } from '../db/client';
import { ownDemandOf } from '../db/demand-names';
import type { FactScope } from './scope';

/**
 * A report scope with the demand partners and connections it may name, looked up now (issue 30:
 * one tenancy rule for demand partners, `@adcast/domain/reports/demand-names`). Staff's scope of
 * every row names every partner.
 */
export async function factScopeOf(db: Db, scope: ReportScope): Promise<FactScope> {
  if (scope.kind === 'everything') return scope;
  return { ...scope, demand: await ownDemandOf(db, scope) };
}
