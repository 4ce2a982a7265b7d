import { z } from 'zod';
import { ListCompletenessSchema } from '../enumerations';
import { IdListSchema, PageNumberSchema, PageSizeSchema } from '../list-schemas';
import {
  AdsTxtLineSchema,
  AdsTxtProblemSchema,
  AdsTxtRecordSchema,
  AdsTxtVariableSchema,
} from './ads-txt-file';

type PathId = number | `:${string}`;

export const AdsTxtSubjectKindSchema = z.enum(['APP', 'DOMAIN']);
export type AdsTxtSubjectKind = z.infer<typeof AdsTxtSubjectKindSchema>;

/** Paths of the ads.txt status and crawl calls (part 2 §7 Apps and Domains, and the Ads.txt page). */
export const ADS_TXT_API = {
  /** GET an app's last crawl. */
  appStatus: (id: PathId) => `/api/apps/${id}/adstxt-status`,
  /** GET: queues a crawl of the app now (202). */
  appCrawl: (id: PathId) => `/api/apps/${id}/adstxt-crawl`,
  /** GET a domain's last crawl. */
  domainStatus: (id: PathId) => `/api/domains/${id}/adstxt-status`,
  /** POST: queues a crawl of the domain now (202). */
  domainCrawl: (id: PathId) => `/api/domains/${id}/crawl`,
  /** GET page of apps or domains with their last crawl (the Ads.txt page). */
  list: '/api/ads-txt',
  /** POST { apps, domains }: queues a crawl of each (the bulk "crawl now"). */
  crawl: '/api/ads-txt/crawl',
} as const;

export const AdsTxtCrawlStatusSchema = ListCompletenessSchema.exclude(['ALL_APPS']);
export type AdsTxtCrawlStatus = z.infer<typeof AdsTxtCrawlStatusSchema>;

export const ADS_TXT_STATUS_LABELS: Record<AdsTxtCrawlStatus, string> = {
  COMPLETE_LIST: 'Complete',
  INCOMPLETE_LIST: 'Lines missing',
  ZERO_RECORDS_FOUND: 'No records',
  MISSING_CRAWL: 'Not crawled',
};

/** Which needed lines a file holds, and the missing ones as a block to paste into it. */
export const AdsTxtLinesCheckSchema = z.object({
  needed: z.array(AdsTxtLineSchema),
  present: z.array(AdsTxtLineSchema),
  missing: z.array(AdsTxtLineSchema),
  missingBlock: z.string(),
});

/** An app's or domain's last crawl; `crawledAt` null and MISSING_CRAWL before its first. */
export const AdsTxtStatusSchema = AdsTxtLinesCheckSchema.extend({
  kind: AdsTxtSubjectKindSchema,
  id: z.number().int(),
  status: AdsTxtCrawlStatusSchema,
  crawledAt: z.string().nullable(),
  target: z.string().nullable(),
  url: z.string().nullable(),
  outcome: z.enum(['FILE', 'NO_FILE', 'FAILED']).nullable(),
  reason: z.string().nullable(),
  records: z.array(AdsTxtRecordSchema),
  variables: z.array(AdsTxtVariableSchema),
  problems: z.array(AdsTxtProblemSchema),
});
export type AdsTxtStatus = z.infer<typeof AdsTxtStatusSchema>;

/** A row of the Ads.txt page: the subject, its publisher and its last crawl, without the file's lines. */
export const AdsTxtRowSchema = AdsTxtStatusSchema.omit({
  records: true,
  variables: true,
  problems: true,
}).extend({
  name: z.string(),
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  problemCount: z.number().int(),
});
export type AdsTxtRow = z.infer<typeof AdsTxtRowSchema>;

export const AdsTxtPageSchema = z.object({
  content: z.array(AdsTxtRowSchema),
  totalElements: z.number().int(),
});
export type AdsTxtPage = z.infer<typeof AdsTxtPageSchema>;

export const AdsTxtListFilterSchema = z.object({
  kind: AdsTxtSubjectKindSchema.default('APP'),
  status: AdsTxtCrawlStatusSchema.optional(),
  /** Only these apps or domains (the apps and domains lists' status column, one call a page). */
  ids: IdListSchema,
  page: PageNumberSchema.default(0),
  size: PageSizeSchema.default(50),
});
export type AdsTxtListFilter = z.input<typeof AdsTxtListFilterSchema>;

const CrawlIdsSchema = z.array(z.number().int().positive().max(2_147_483_647)).max(1000).default([]);
export const AdsTxtBulkCrawlSchema = z
  .object({ apps: CrawlIdsSchema, domains: CrawlIdsSchema })
  .strict()
  .refine((body) => body.apps.length + body.domains.length > 0, {
    message: 'Choose at least one app or domain to crawl',
  });

/** What a crawl request answers: queued (a crawl never blocks the call), or already queued. */
export const AdsTxtQueuedSchema = z.object({ queueStatus: z.literal('QUEUED'), queued: z.number().int() });
export type AdsTxtQueued = z.infer<typeof AdsTxtQueuedSchema>;

/**
 * What the bulk "crawl now" answers: how many crawls were queued, and the ids chosen that were not:
 * out of the caller's reach or crawl permission, archived, or with nothing to crawl.
 */
export const AdsTxtBulkQueuedSchema = AdsTxtQueuedSchema.extend({
  skipped: z.object({ apps: z.array(z.number().int()), domains: z.array(z.number().int()) }),
});
export type AdsTxtBulkQueued = z.infer<typeof AdsTxtBulkQueuedSchema>;

export const ADS_TXT_MESSAGES = {
  /** The bulk crawl's answer, as the lists tell it. */
  bulkQueued: (queued: number, skipped: number) =>
    [
      queued === 0 ? 'No crawl queued' : `${queued === 1 ? '1 crawl' : `${queued} crawls`} queued`,
      skipped === 0 ? '' : `, ${skipped} skipped (archived, with no URL to crawl, or not yours to crawl)`,
    ].join(''),
  notCrawlable: (what: string) =>
    `This ${what.toLowerCase()} cannot be crawled: it is archived, or (an app) has no store URL or developer URL`,
} as const;
