import { OTHER_DEMAND_KEY } from '@adcast/domain/reports/demand-names';
import type { ReportScope } from '@adcast/domain/reports/report-scope';

/** The demand partners and connections a scope may name (see `demand-names.ts` in the domain). */
export type NamedDemand = {
  readonly partnerIds: readonly number[];
  readonly connectionIds: readonly number[];
};

/**
 * What a query over the facts reads: the rows of its tenancy scope and, for every scope but
 * staff's, the demand it may name, looked up per query (`reports/fact-scope.ts`). The
 * compiler takes nothing else, so no report can name a partner its scope does not own.
 */
export type FactScope =
  | { readonly kind: 'everything' }
  | (Exclude<ReportScope, { kind: 'everything' }> & { readonly demand: NamedDemand });

const ids = (values: readonly number[]) =>
  values.length === 0 ? 'NULL' : values.map((v) => String(Math.trunc(v))).join(', ');

/** The scope as a SQL condition on the ownership columns every fact table carries. */
export function scopeCondition(scope: ReportScope): string | null {
  switch (scope.kind) {
    case 'everything':
      return null;
    case 'network':
      return `network_id = ${Math.trunc(scope.networkId)}`;
    case 'publishers':
      return `publisher_id IN (${ids(scope.publisherIds)})`;
    case 'contentOwners':
      return `content_owner_id IN (${ids(scope.contentOwnerIds)})`;
  }
}

export const scopeColumns = (scope: ReportScope): string[] =>
  scope.kind === 'everything'
    ? []
    : [{ network: 'network_id', publishers: 'publisher_id', contentOwners: 'content_owner_id' }[scope.kind]];

const DEMAND_COLUMNS = {
  demand_partner_id: (demand: NamedDemand) => demand.partnerIds,
  connection_id: (demand: NamedDemand) => demand.connectionIds,
} as const;

/**
 * A fact column as the scope may show it: a demand partner or connection the scope does not own
 * reads as OTHER_DEMAND_KEY (none, 0, stays none). Group keys and filters both read it so, so the
 * others sum into one row and a filter on a foreign id matches nothing.
 */
export function scopedColumn(scope: FactScope, column: string): string {
  if (scope.kind === 'everything' || !(column in DEMAND_COLUMNS)) return column;
  const own = DEMAND_COLUMNS[column as keyof typeof DEMAND_COLUMNS](scope.demand);
  return `CASE WHEN ${column} IN (${ids([0, ...own])}) THEN ${column} ELSE ${OTHER_DEMAND_KEY} END`;
}
