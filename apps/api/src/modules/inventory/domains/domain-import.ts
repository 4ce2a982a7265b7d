import { ACTIVE_INACTIVE_OPTIONS } from '@adcast/domain/enumerations';
import {
  DOMAIN_IMPORT_COLUMNS,
  DomainInputSchema,
  type DomainRecord,
  domainInputOf,
  DOMAIN_COLUMN_LABELS as L,
} from '@adcast/domain/inventory/domains';
import type { z } from 'zod';
import { domains } from '../../../db/schema/inventory';
import type { ImportSpec } from '../../../records/csv-import';
import { numberReader, optionReader, withReaders } from '../../../records/csv-rows';
import { publisherKeyed } from '../publisher-import';
import { DOMAIN } from './domain-record';

type DomainInput = z.output<typeof DomainInputSchema>;

/** Domains from a CSV file with the list's headers, keyed by publisher and domain. */
export const DOMAIN_IMPORT: ImportSpec<DomainRecord, DomainInput> = {
  record: DOMAIN,
  columns: withReaders(DOMAIN_IMPORT_COLUMNS, {
    publisherId: numberReader,
    status: optionReader(L.status, ACTIVE_INACTIVE_OPTIONS),
  }),
  ...publisherKeyed(DOMAIN, { publisherId: domains.publisherId, key: domains.url }, 'url'),
  schema: DomainInputSchema,
  update: { status: domains.status },
  nameOf: (input) => input.url,
  inputOf: (domain) => DomainInputSchema.parse(domainInputOf(domain)),
};
