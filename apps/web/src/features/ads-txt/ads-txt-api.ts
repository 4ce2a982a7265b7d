import {
  ADS_TXT_API,
  type AdsTxtCrawlStatus,
  type AdsTxtQueued,
  type AdsTxtRow,
  type AdsTxtStatus,
  type AdsTxtSubjectKind,
} from '@adcast/domain/ads-txt/ads-txt-status';
import { useQuery } from '@tanstack/react-query';
import { oneQuery, pageQuery } from '../../api/list-queries';
import { useWrite } from '../../resource/write-api';

const KEY = ['ads-txt'];

export const ADS_TXT_PAGE_MESSAGES = {
  title: 'Ads.txt',
  errorFetching: 'Error while fetching ads.txt data',
  errorCrawl: 'Error while requesting the crawl',
  queued: (count: number) => `${count === 1 ? 'Crawl' : `${count} crawls`} queued`,
  crawlNow: 'Crawl now',
  copy: 'Copy',
  copied: 'Copied',
  missingBlock: 'Missing lines, ready to paste',
  allPresent: 'Every needed line is present',
  noProblems: 'No problems found',
  never: 'Never',
} as const;

export type AdsTxtQuery = { kind: AdsTxtSubjectKind; status?: AdsTxtCrawlStatus; page: number; size: number };

export const useAdsTxtPage = (query: AdsTxtQuery) =>
  useQuery(pageQuery<AdsTxtRow>(KEY, ADS_TXT_API.list, query, ADS_TXT_PAGE_MESSAGES.errorFetching));

const statusPath = (kind: AdsTxtSubjectKind, id: number) =>
  kind === 'APP' ? ADS_TXT_API.appStatus(id) : ADS_TXT_API.domainStatus(id);

export const useAdsTxtStatus = (kind: AdsTxtSubjectKind, id: number) =>
  useQuery(oneQuery<AdsTxtStatus>(KEY, statusPath(kind, id), ADS_TXT_PAGE_MESSAGES.errorFetching));

/** The bulk "crawl now": the chosen apps or domains are queued; the list refreshes. */
export const useCrawlNow = () => {
  const write = useWrite<AdsTxtQueued>([KEY]);
  return (kind: AdsTxtSubjectKind, ids: readonly number[], onDone?: () => void) =>
    write.mutate(
      {
        method: 'POST',
        path: ADS_TXT_API.crawl,
        body: kind === 'APP' ? { apps: ids } : { domains: ids },
        notice: ADS_TXT_PAGE_MESSAGES.queued(ids.length),
        fallback: ADS_TXT_PAGE_MESSAGES.errorCrawl,
      },
      { onSuccess: onDone },
    );
};
