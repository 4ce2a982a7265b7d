import type { AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import type { DataColumn } from '../../ui/data-table/data-table';
import { DateWithTime } from '../../ui/date-with-time';
import { ADS_TXT_PAGE_MESSAGES as M } from './ads-txt-api';
import { useAdsTxtRow } from './ads-txt-rows-api';
import { AdsTxtStatusChip } from './ads-txt-status-chip';

const StatusCell = ({ kind, id }: { kind: AdsTxtSubjectKind; id: number }) => {
  const { data } = useAdsTxtRow(kind, id);
  return data ? <AdsTxtStatusChip status={data.status} /> : null;
};

const CrawledCell = ({ kind, id }: { kind: AdsTxtSubjectKind; id: number }) => {
  const { data } = useAdsTxtRow(kind, id);
  if (!data) return null;
  return data.crawledAt ? <DateWithTime value={data.crawledAt} /> : M.never;
};

/** The apps and domains lists' ads.txt status chip and last crawl time. */
export const adsTxtColumns = <T extends { id: number }>(kind: AdsTxtSubjectKind): DataColumn<T>[] => [
  { id: 'adsTxt', label: 'Ads.txt', render: (row) => <StatusCell kind={kind} id={row.id} /> },
  { id: 'adsTxtCrawledAt', label: 'Last crawl', render: (row) => <CrawledCell kind={kind} id={row.id} /> },
];
