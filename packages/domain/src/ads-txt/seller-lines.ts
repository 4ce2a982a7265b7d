import { getDomain } from 'tldts';
import type { ListCompleteness } from '../enumerations';
import { type AdsTxtLine, AdsTxtLineSchema, type AdsTxtRecord } from './ads-txt-file';

/**
 * The ad system domain of this platform: the registrable domain of the address that serves its
 * `/sellers.json` (sellers.json 1.0 lives at the root of the domain ads.txt lines name).
 */
export function platformSellerDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.toLowerCase();
  return getDomain(host) ?? host;
}

/** The line a publisher with this seller id adds so buyers accept the platform as its seller. */
export const platformLine = (
  sellerDomain: string,
  sellerId: string,
  relationship: AdsTxtLine['relationship'],
): AdsTxtLine =>
  AdsTxtLineSchema.parse({ domain: sellerDomain.toLowerCase(), accountId: sellerId, relationship });

export const lineText = (line: AdsTxtLine): string =>
  `${line.domain}, ${line.accountId}, ${line.relationship}`;

/** The domain matches without regard to case, the account id exactly, as buyers compare them. */
const sameLine = (record: Pick<AdsTxtRecord, 'domain' | 'accountId' | 'relationship'>, line: AdsTxtLine) =>
  record.domain.toLowerCase() === line.domain.toLowerCase() &&
  record.accountId === line.accountId &&
  record.relationship === line.relationship;

export type LineCheck = { present: AdsTxtLine[]; missing: AdsTxtLine[]; missingBlock: string };

/** Which needed lines a crawl's records hold, and the missing ones ready to paste into the file. */
export function checkLines(records: readonly AdsTxtRecord[], needed: readonly AdsTxtLine[]): LineCheck {
  const present = needed.filter((line) => records.some((record) => sameLine(record, line)));
  const missing = needed.filter((line) => !present.includes(line));
  return { present, missing, missingBlock: missing.map((line) => `${lineText(line)}\n`).join('') };
}

/** What reading the file came to: a file, none there (404), or no answer fit to read. */
export type CrawlOutcome = 'FILE' | 'NO_FILE' | 'FAILED';

/**
 * The list completeness (part 2 §3) of a crawl. ALL_APPS is the list filter's "any" and never a
 * crawl's own value.
 */
export function crawlCompleteness(
  crawl: { outcome: CrawlOutcome; records: readonly AdsTxtRecord[] } | null,
  needed: readonly AdsTxtLine[],
): Exclude<ListCompleteness, 'ALL_APPS'> {
  if (crawl === null || crawl.outcome === 'FAILED') return 'MISSING_CRAWL';
  if (crawl.outcome === 'NO_FILE' || crawl.records.length === 0) return 'ZERO_RECORDS_FOUND';
  return checkLines(crawl.records, needed).missing.length > 0 ? 'INCOMPLETE_LIST' : 'COMPLETE_LIST';
}
