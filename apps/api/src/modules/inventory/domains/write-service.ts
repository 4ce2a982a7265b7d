import type {
  DomainInputSchema,
  DomainListInputSchema,
  DomainRecord,
  DomainUpdateSchema,
} from '@adcast/domain/inventory/domains';
import type { z } from 'zod';
import { importRows } from '../../../records/csv-import';
import type { WriteContext } from '../../../records/writes';
import { ownedWrites } from '../publisher-rows';
import { DOMAIN_IMPORT } from './domain-import';
import { DOMAIN } from './domain-record';

type DomainInput = z.output<typeof DomainInputSchema>;
type DomainUpdate = z.output<typeof DomainUpdateSchema>;

/** A domain's publisher must be in the caller's reach; its name and network are copied onto the row. */
export const { create: createDomain, update: updateDomain } = ownedWrites<
  DomainRecord,
  DomainInput,
  DomainUpdate
>(DOMAIN);

/**
 * A pasted list of domains (part 2 §5) for one publisher: the new ones are added, ones it has and
 * keeps inactive become active, the rest stay as they are; previewed unless `apply`.
 */
export function addDomainList(
  ctx: WriteContext,
  publisherId: number,
  input: z.output<typeof DomainListInputSchema>,
  apply: boolean,
) {
  const rows = input.domains.map((url, index) => ({
    line: index + 1,
    raw: { url, publisherId, status: 'ACTIVE' },
    messages: [],
  }));
  return importRows(ctx, DOMAIN_IMPORT, rows, apply);
}
