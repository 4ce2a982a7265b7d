import {
  ADS_TXT_API,
  ADS_TXT_MESSAGES,
  type AdsTxtBulkQueued,
  type AdsTxtCrawlStatus,
  type AdsTxtRow,
  type AdsTxtStatus,
  type AdsTxtSubjectKind,
} from '@adcast/domain/ads-txt/ads-txt-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { oneQuery, pageQuery } from '../../api/list-queries';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../api/toast-store';

const KEY = ['ads-txt'];

export const ADS_TXT_PAGE_MESSAGES = {
  title: 'Ads.txt',
  errorFetching: 'Error while fetching ads.txt data',
  errorCrawl: 'Error while requesting the crawl',
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

/**
 * The bulk "crawl now": the chosen apps or domains the user may crawl are queued, and the toast says
 * how many, and how many were skipped; the ads.txt columns and the Ads.txt page refresh.
 */
export const useCrawlNow = () => {
  const queryClient = useQueryClient();
  const crawl = useMutation({
    mutationFn: ({ kind, ids }: { kind: AdsTxtSubjectKind; ids: readonly number[] }) =>
      request<AdsTxtBulkQueued>(ADS_TXT_API.crawl, {
        method: 'POST',
        body: kind === 'APP' ? { apps: ids } : { domains: ids },
        loader: true,
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      const skipped = answer.skipped.apps.length + answer.skipped.domains.length;
      (skipped > 0 ? toast.info : toast.success)(ADS_TXT_MESSAGES.bulkQueued(answer.queued, skipped));
    },
    onError: (error) => notifyError(error, ADS_TXT_PAGE_MESSAGES.errorCrawl),
  });
  return (kind: AdsTxtSubjectKind, ids: readonly number[], onDone?: () => void) =>
    crawl.mutate({ kind, ids }, { onSuccess: onDone });
};
