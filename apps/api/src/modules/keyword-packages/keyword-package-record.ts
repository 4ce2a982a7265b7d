import type { EntityStatus } from '@adcast/domain/enumerations';
import { KEYWORD_PACKAGE_CONTRACT } from '@adcast/domain/keyword-packages/keyword-package-contract';
import { KEYWORD_PACKAGE_MESSAGES } from '@adcast/domain/keyword-packages/keyword-packages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordPackages } from '../../db/schema/taxonomy';
import { networks } from '../../db/schema/tenancy';
import { textKey } from '../../db/sorting';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';
import { networkOf } from '../../records/network-choice';

const selectKeywordPackages = (db: Db) =>
  db
    .select({
      id: keywordPackages.id,
      name: keywordPackages.name,
      status: keywordPackages.status,
      networkId: keywordPackages.networkId,
      networkName: networks.name,
      keywords: keywordPackages.keywords,
      notes: keywordPackages.notes,
      createdOn: keywordPackages.createdOn,
      updatedOn: keywordPackages.updatedOn,
      version: keywordPackages.version,
    })
    .from(keywordPackages)
    .leftJoin(networks, eq(networks.id, keywordPackages.networkId))
    .$dynamic();

export const KEYWORD_PACKAGE = defineRecord(KEYWORD_PACKAGE_CONTRACT, {
  table: keywordPackages,
  select: selectKeywordPackages,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    keywords: row.keywords,
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: (auth, networkIds) => networkFilter(keywordPackages.networkId, auth, networkIds),
  networkOf: (keywordPackage) => keywordPackage.network?.id ?? null,
  sortKeys: {
    name: textKey(keywordPackages.name),
    status: keywordPackages.status,
    createdOn: keywordPackages.createdOn,
  },
  search: { column: keywordPackages.name },
  unique: { constraint: 'keyword_packages_name_unique', message: KEYWORD_PACKAGE_MESSAGES.duplicateName },
});
