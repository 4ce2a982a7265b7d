import { AdsTxtLineSchema } from '@adcast/domain/ads-txt/ads-txt-file';
import { z } from 'zod';

export const CrawlSubjectKindSchema = z.enum(['APP', 'DOMAIN']);
export type CrawlSubjectKind = z.infer<typeof CrawlSubjectKindSchema>;

/**
 * Where a subject's file is looked for: a site's domain (ads.txt), an app's developer URL
 * (app-ads.txt), or an app's store listing page whose appstore:developer_url meta tag names it.
 */
export const CrawlTargetSchema = z.union([
  z.object({ domain: z.string().min(1) }),
  z.object({ developerUrl: z.string().min(1) }),
  z.object({ storeUrl: z.string().min(1) }),
]);
export type CrawlTarget = z.infer<typeof CrawlTargetSchema>;

/** An app or a domain to crawl: its network (null for the platform's own), target and needed lines. */
export const CrawlSubjectSchema = z.object({
  kind: CrawlSubjectKindSchema,
  id: z.number().int().positive(),
  networkId: z.number().int().positive().nullable(),
  target: CrawlTargetSchema,
  /** The platform's lines the file should hold (seller-lines.ts); none makes any record complete. */
  needed: z.array(AdsTxtLineSchema).default([]),
});
export type CrawlSubject = z.input<typeof CrawlSubjectSchema>;

/**
 * The plug through which an area hands its subjects to the daily re-crawl: every subject of its
 * kind that should be kept crawled (archived ones left out).
 */
export interface CrawlSubjectSource {
  readonly kind: CrawlSubjectKind;
  subjects(): Promise<CrawlSubject[]>;
}

/** The text a target was given as, stored with the crawl. */
export const targetText = (target: CrawlTarget): string =>
  'domain' in target ? target.domain : 'developerUrl' in target ? target.developerUrl : target.storeUrl;
