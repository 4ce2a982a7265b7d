import { DOMAIN_CONTRACT } from '@adcast/domain/inventory/domain-contract';
import { DOMAIN_MESSAGES, type DomainRecord } from '@adcast/domain/inventory/domains';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { domains } from '../../../db/schema/inventory';
import { textKey } from '../../../db/sorting';
import { defineRecord } from '../../../records/definition';
import { ownedFields, ownedTenancy } from '../publisher-rows';

const selectDomains = (db: Db) =>
  db
    .select({
      id: domains.id,
      url: domains.url,
      status: domains.status,
      publisherId: domains.publisherId,
      publisherName: domains.publisherName,
      networkId: domains.networkId,
      createdOn: domains.createdOn,
      updatedOn: domains.updatedOn,
      version: domains.version,
    })
    .from(domains)
    .$dynamic();

export const DOMAIN = defineRecord(DOMAIN_CONTRACT, {
  table: domains,
  select: selectDomains,
  toDto: (row): DomainRecord => ({
    id: row.id,
    url: row.url,
    ...ownedFields(row),
  }),
  ...ownedTenancy<DomainRecord>(domains),
  sortKeys: {
    url: textKey(domains.url),
    publisher: textKey(domains.publisherName),
    status: domains.status,
    createdOn: domains.createdOn,
  },
  search: { column: domains.url },
  filter: (query) =>
    Array.isArray(query.publisherIds) && query.publisherIds.length > 0
      ? inArray(domains.publisherId, query.publisherIds as number[])
      : undefined,
  unique: { constraint: 'domains_publisher_url_unique', message: DOMAIN_MESSAGES.duplicate },
});
