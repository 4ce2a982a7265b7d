import type {
  AdsTxtLine,
  AdsTxtProblem,
  AdsTxtRecord,
  AdsTxtVariable,
} from '@adcast/domain/ads-txt/ads-txt-file';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { networks } from './tenancy';

/**
 * The last ads.txt / app-ads.txt crawl of each app and domain (migration 0035). `status` is the
 * list completeness of part 2 §3; `outcome` says whether a file was read (FILE, NO_FILE, FAILED)
 * and `reason` why not. Records, variables and problems carry their line numbers.
 */
export const adsTxtCrawls = pgTable(
  'ads_txt_crawls',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    networkId: integer('network_id').references(() => networks.id, { onDelete: 'cascade' }),
    /** The domain, developer URL or store listing the crawl was asked for. */
    target: text('target').notNull(),
    status: text('status').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** The address the file was read from, after redirects. */
    url: text('url'),
    crawledAt: timestamp('crawled_at', { withTimezone: true }).notNull(),
    records: jsonb('records').$type<AdsTxtRecord[]>().notNull(),
    variables: jsonb('variables').$type<AdsTxtVariable[]>().notNull(),
    problems: jsonb('problems').$type<AdsTxtProblem[]>().notNull(),
    /** The platform's lines the file was checked for. */
    needed: jsonb('needed').$type<AdsTxtLine[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    index('ads_txt_crawls_network_idx').on(t.networkId, t.subjectKind, t.status),
    index('ads_txt_crawls_crawled_at_idx').on(t.subjectKind, t.crawledAt),
  ],
);
