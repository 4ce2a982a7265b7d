import type {
  DomainInputSchema,
  DomainListInputSchema,
  DomainUpdateSchema,
} from '@adcast/domain/inventory/domains';
import type { z } from 'zod';
import { importRows } from '../../../records/csv-import';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { checkPublisher } from '../publisher-check';
import { DOMAIN_IMPORT } from './domain-import';
import { DOMAIN } from './domain-record';

type DomainInput = z.output<typeof DomainInputSchema>;
type DomainUpdate = z.output<typeof DomainUpdateSchema>;

export async function createDomain(ctx: WriteContext, input: DomainInput) {
  await checkPublisher(ctx.db, ctx.auth, input.publisherId);
  return createRecord(ctx, DOMAIN, input);
}

export async function updateDomain(ctx: WriteContext, input: DomainUpdate, id: number) {
  const { version, ...fields } = input;
  await checkPublisher(ctx.db, ctx.auth, fields.publisherId);
  return updateRecord(ctx, DOMAIN, { id, version }, { ...fields, updatedOn: new Date() });
}

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
