import type { ReportScope } from '@adcast/domain/reports/report-scope';

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
