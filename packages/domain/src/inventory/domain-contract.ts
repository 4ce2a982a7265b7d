import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { PICKER_LABELS } from '../picker-labels';
import {
  DEFAULT_DOMAIN_SORT,
  DOMAIN_NOTICES,
  DOMAIN_SORT_PROPERTIES,
  DomainCountFilterSchema,
  type DomainInput,
  DomainInputSchema,
  DomainListFilterSchema,
  type DomainRecord,
  DomainRecordSchema,
  type DomainUpdate,
  DomainUpdateSchema,
  domainInputOf,
  DOMAIN_COLUMN_LABELS as L,
} from './domains';
import { DOMAINS_API } from './paths';

/** A publisher's web domains (part 2 §3 Domain; §7 "Domains"): what its web ad requests name. */
export const DOMAIN_CONTRACT = recordContract<DomainRecord, DomainInput, DomainUpdate>()({
  key: 'domains',
  entityType: 'DOMAIN',
  changeFields: L,
  labels: { one: 'Domain', what: 'domain', plural: 'Domains', list: 'Domains list', create: 'New domain' },
  nameOf: (domain) => domain.url,
  paths: {
    list: DOMAINS_API.domains,
    counts: DOMAINS_API.counts,
    one: DOMAINS_API.domain,
    archive: DOMAINS_API.archive,
    unarchive: DOMAINS_API.unarchive,
    exportCsv: DOMAINS_API.exportCsv,
  },
  screens: { list: '/apps/domains', create: '/apps/domains/create', record: '/apps/domains/edit/$id' },
  permissions: {
    read: 'DOMAINS_READ',
    create: 'DOMAINS_CREATE',
    edit: 'DOMAINS_EDIT',
    archive: 'DOMAINS_ARCHIVE',
  },
  schemas: {
    dto: DomainRecordSchema,
    input: DomainInputSchema,
    update: DomainUpdateSchema,
    list: DomainListFilterSchema,
    counts: DomainCountFilterSchema,
  },
  sort: { properties: DOMAIN_SORT_PROPERTIES, default: DEFAULT_DOMAIN_SORT },
  searchParam: 'url',
  notices: DOMAIN_NOTICES,
  inputOf: domainInputOf,
  exportColumns: [
    { label: L.url, value: (domain) => domain.url },
    { label: L.publisherId, value: (domain) => domain.publisher.id },
    { label: L.publisher, value: (domain) => domain.publisher.name },
    { label: L.status, value: (domain) => optionLabel(ENTITY_STATUS_OPTIONS, domain.status) },
    { label: L.createdOn, value: (domain) => domain.createdOn },
  ],
  // Part 2 §8: a failure loading domains is only logged; the message names it there.
  picker: { label: PICKER_LABELS.domain, errorMessage: DOMAIN_NOTICES.errorFetching },
});
