import type { ParsedAdsTxt } from '@adcast/domain/ads-txt/ads-txt-file';
import {
  type AdsTxtLocation,
  AdsTxtTargetError,
  adsTxtLocation,
  appAdsTxtLocation,
  developerUrlFromListing,
} from '@adcast/domain/ads-txt/ads-txt-location';
import { CRAWL_MESSAGES } from '@adcast/domain/ads-txt/crawl-messages';
import { parseAdsTxt } from '@adcast/domain/ads-txt/parse-ads-txt';
import type { CrawlOutcome } from '@adcast/domain/ads-txt/seller-lines';
import { FetchError } from '../media/fetch/fetch-error';
import type { CrawlTarget } from './crawl-subjects';
import { type FileRead, type ReadOptions, readFile } from './read-file';

/** What one crawl found: the file read (or why none), and what it says. */
export type CrawlResult = ParsedAdsTxt & { outcome: CrawlOutcome; url: string | null; reason: string | null };

const STORE_PAGE_MAX_BYTES = 4 * 1024 * 1024;
const EMPTY: ParsedAdsTxt = { records: [], variables: [], problems: [], declaresNoSellers: false };

/** Where a target's file lives; a store listing is read first for its developer URL. */
export async function locateTarget(
  options: ReadOptions,
  target: CrawlTarget,
): Promise<AdsTxtLocation | CrawlResult> {
  if ('domain' in target) return adsTxtLocation(target.domain);
  if ('developerUrl' in target) return appAdsTxtLocation(target.developerUrl);
  const host = storeHost(target.storeUrl);
  try {
    const page = await options.gate.run(host, () =>
      options.fetcher.fetch(target.storeUrl, {
        maxBytes: STORE_PAGE_MAX_BYTES,
        timeoutMs: options.timeoutMs,
      }),
    );
    const developerUrl = developerUrlFromListing(page.body.toString('utf8'));
    if (developerUrl === null) return failed(target.storeUrl, CRAWL_MESSAGES.noDeveloperUrl(target.storeUrl));
    return appAdsTxtLocation(developerUrl);
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    return failed(target.storeUrl, CRAWL_MESSAGES.failed(target.storeUrl, error.message));
  }
}

export function storeHost(storeUrl: string): string {
  const url = URL.canParse(storeUrl) ? new URL(storeUrl) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new AdsTxtTargetError(CRAWL_MESSAGES.storeUrl(storeUrl));
  return url.hostname;
}

const failed = (url: string, reason: string): CrawlResult => ({ ...EMPTY, outcome: 'FAILED', url, reason });

/**
 * Crawls a target: the file at the root domain; and when the subject's host is a subdomain the
 * root's file names in a SUBDOMAIN variable, that subdomain's own file instead.
 */
export async function crawlTarget(options: ReadOptions, target: CrawlTarget): Promise<CrawlResult> {
  const location = await locateTarget(options, target);
  if ('outcome' in location) return location;
  const root = resultOf(await readFile(options, location.root, location.file));
  if (location.host === location.root || root.outcome !== 'FILE') return root;
  const declared = root.variables.some(
    (variable) => variable.name === 'SUBDOMAIN' && variable.value === location.host,
  );
  return declared ? resultOf(await readFile(options, location.host, location.file)) : root;
}

function resultOf(read: FileRead): CrawlResult {
  if (read.outcome !== 'FILE') return { ...EMPTY, outcome: read.outcome, url: read.url, reason: read.reason };
  return { ...parseAdsTxt(read.text), outcome: 'FILE', url: read.url, reason: null };
}
