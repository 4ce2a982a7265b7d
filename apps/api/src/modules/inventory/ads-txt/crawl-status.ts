import type { AdsTxtLine } from '@adcast/domain/ads-txt/ads-txt-file';
import type { AdsTxtStatus, AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import { type CrawlOutcome, checkLines, crawlCompleteness } from '@adcast/domain/ads-txt/seller-lines';
import type { AdsTxtCrawlRow } from '../../../db/ads-txt-crawls';

/**
 * A subject's last crawl as its status call answers it. The needed lines are today's (the
 * publisher's seller id may have changed since the crawl), checked against the lines it found.
 */
export function crawlStatusOf(
  kind: AdsTxtSubjectKind,
  id: number,
  crawl: AdsTxtCrawlRow | undefined,
  needed: AdsTxtLine[],
): AdsTxtStatus {
  const records = crawl?.records ?? [];
  const lines = checkLines(records, needed);
  const outcome = (crawl?.outcome ?? null) as CrawlOutcome | null;
  return {
    kind,
    id,
    status: crawlCompleteness(outcome && { outcome, records }, needed),
    crawledAt: crawl?.crawledAt.toISOString() ?? null,
    target: crawl?.target ?? null,
    url: crawl?.url ?? null,
    outcome,
    reason: crawl?.reason ?? null,
    records,
    variables: crawl?.variables ?? [],
    problems: crawl?.problems ?? [],
    needed,
    ...lines,
  };
}
