import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { DOMAIN_PATTERN, FIELD_MESSAGES } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { parseDomainList } from './domain-lists';
import { PublisherIdSchema } from './publisher-ref';

export const DOMAIN_SORT_PROPERTIES = ['url', 'publisher', 'status', 'createdOn'] as const;
export const DEFAULT_DOMAIN_SORT = { sortProperty: 'url', sortDirection: 'asc' } as const;

export const DomainRecordSchema = z.object({
  id: z.number().int(),
  /** Lower-cased, with its scheme (http:// when it was written without one). */
  url: z.string(),
  status: EntityStatusSchema,
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  networkId: z.number().int().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type DomainRecord = z.infer<typeof DomainRecordSchema>;

export const DOMAIN_MESSAGES = {
  oneDomain: 'Enter one domain here; paste a list on the publisher’s domains',
  duplicate: 'This publisher already has this domain',
  noDomains: 'Paste at least one domain',
  invalid: (urls: readonly string[]) => `Not domains: ${urls.join(', ')}`,
  tooMany: (max: number) => `Paste at most ${max} domains at once`,
} as const;

export const DOMAIN_NOTICES = {
  created: 'Domain created successfully',
  updated: 'Domain updated successfully',
  archived: 'Domain archived successfully',
  unarchived: 'Domain unarchived successfully',
  errorSave: 'Error occurred during domain save',
  errorStatus: 'Error occurred during domain status change',
  errorFetching: 'Error occurred while fetching domains',
  added: (count: number) => `${count} ${count === 1 ? 'domain' : 'domains'} added`,
} as const;

/** One domain as part 2 §5 writes it: lower-cased, `http://` when it has no scheme, of the domain pattern. */
export const DomainUrlSchema = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required('Domain'))
  .transform((text, ctx) => {
    const urls = parseDomainList(text);
    if (urls.length !== 1) ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGES.oneDomain });
    else if (!DOMAIN_PATTERN.test(urls[0]!)) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.domain });
    return urls[0] ?? '';
  })
  .pipe(z.string().max(2000));

const DomainFieldsSchema = z.object({
  url: DomainUrlSchema,
  publisherId: PublisherIdSchema,
  status: ActiveInactiveSchema.default('ACTIVE'),
});

export const DomainInputSchema = DomainFieldsSchema;
export type DomainInput = z.input<typeof DomainInputSchema>;
export const DomainUpdateSchema = DomainFieldsSchema.extend({ version: VersionSchema });
export type DomainUpdate = z.input<typeof DomainUpdateSchema>;

export const domainInputOf = (domain: DomainRecord): DomainInput => ({
  url: domain.url,
  publisherId: domain.publisher.id,
  status: domain.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
});

export const DOMAIN_LIST_MAX = 1000;

/** A pasted list of domains for one publisher (part 2 §5). */
export const DomainListInputSchema = z.object({
  domains: z
    .string()
    .max(200_000)
    .transform((text, ctx) => {
      const urls = parseDomainList(text);
      const invalid = urls.filter((url) => !DOMAIN_PATTERN.test(url));
      if (urls.length === 0) ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGES.noDomains });
      else if (urls.length > DOMAIN_LIST_MAX)
        ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGES.tooMany(DOMAIN_LIST_MAX) });
      else if (invalid.length > 0)
        ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGES.invalid(invalid) });
      return urls;
    }),
});
export type DomainListInput = z.input<typeof DomainListInputSchema>;

/** The domains list and picker (part 2 §7: publisherIds; the answer's content carries url). */
export const DomainListFilterSchema = sortedPageSchema(DOMAIN_SORT_PROPERTIES, DEFAULT_DOMAIN_SORT).extend({
  url: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  publisherIds: IdListSchema,
  ids: IdListSchema,
});

export const DomainCountFilterSchema = DomainListFilterSchema.pick({
  url: true,
  networkIds: true,
  publisherIds: true,
});

export const DOMAIN_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  url: 'Domain',
  publisherId: 'Publisher ID',
  publisher: 'Publisher',
} as const;

export const DOMAIN_IMPORT_COLUMNS = [
  { label: DOMAIN_COLUMN_LABELS.url, field: 'url', required: true },
  { label: DOMAIN_COLUMN_LABELS.publisherId, field: 'publisherId', required: true },
  { label: DOMAIN_COLUMN_LABELS.status, field: 'status' },
] as const;
