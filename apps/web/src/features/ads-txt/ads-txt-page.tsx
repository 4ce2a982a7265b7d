import {
  ADS_TXT_STATUS_LABELS,
  type AdsTxtCrawlStatus,
  AdsTxtCrawlStatusSchema,
  type AdsTxtRow,
  type AdsTxtSubjectKind,
} from '@adcast/domain/ads-txt/ads-txt-status';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { actionsColumn } from '../../ui/data-table/common-columns';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
import { useRowSelection } from '../../ui/data-table/row-selection';
import { DateWithTime } from '../../ui/date-with-time';
import { Toolbar } from '../../ui/toolbar';
import { ADS_TXT_PAGE_MESSAGES as M, useAdsTxtPage, useCrawlNow } from './ads-txt-api';
import { AdsTxtStatusChip } from './ads-txt-status-chip';
import { CrawlDetailsDialog } from './crawl-details-dialog';
import { CRAWL_PERMISSION, CrawlNowButton } from './crawl-now-action';

type Actions = { open: (row: AdsTxtRow) => void; crawl?: (row: AdsTxtRow) => void };

const columns = (kind: AdsTxtSubjectKind, actions: Actions): DataColumn<AdsTxtRow>[] => [
  { id: 'name', label: kind === 'APP' ? 'App' : 'Domain', render: (row) => row.name },
  { id: 'publisher', label: 'Publisher', render: (row) => row.publisher.name },
  { id: 'status', label: 'Ads.txt', phone: true, render: (row) => <AdsTxtStatusChip status={row.status} /> },
  {
    id: 'crawledAt',
    label: 'Last crawl',
    render: (row) => (row.crawledAt ? <DateWithTime value={row.crawledAt} /> : M.never),
  },
  {
    id: 'lines',
    label: 'Needed lines',
    wrap: true,
    render: (row) => `${row.present.length} present, ${row.missing.length} missing`,
  },
  { id: 'problems', label: 'Problems', align: 'right', render: (row) => row.problemCount },
  actionsColumn(
    (row) => row.name,
    (row) => [
      { label: 'Show lines and problems', onSelect: () => actions.open(row) },
      ...(actions.crawl ? [{ label: M.crawlNow, onSelect: () => actions.crawl?.(row) }] : []),
    ],
  ),
];

/**
 * /ads-txt: every app and domain the user may see with its ads.txt status, the platform's needed
 * lines present or missing, and (opening a row) the lines and problems of its last crawl.
 */
export function AdsTxtPage() {
  const can = useCan();
  const [kind, setKind] = useState<AdsTxtSubjectKind>('APP');
  const [status, setStatus] = useState<AdsTxtCrawlStatus | ''>('');
  const [paging, setPaging] = useState({ page: 0, size: 50 });
  const [opened, setOpened] = useState<AdsTxtRow | null>(null);
  const selection = useRowSelection<number>();
  const crawlNow = useCrawlNow();
  const page = useAdsTxtPage({ kind, ...paging, ...(status && { status }) });
  const mayCrawl = can(CRAWL_PERMISSION[kind]);
  const choose = (next: AdsTxtSubjectKind) => {
    setKind(next);
    setPaging({ ...paging, page: 0 });
    selection.clear();
  };
  return (
    <>
      <Toolbar title={M.title} />
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 1, alignItems: { sm: 'center' } }}
        >
          <Tabs value={kind} onChange={(_event, next: AdsTxtSubjectKind) => choose(next)}>
            <Tab value="APP" label="Apps" />
            <Tab value="DOMAIN" label="Domains" />
          </Tabs>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as AdsTxtCrawlStatus | '');
              setPaging({ ...paging, page: 0 });
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All</MenuItem>
            {AdsTxtCrawlStatusSchema.options.map((option) => (
              <MenuItem key={option} value={option}>
                {ADS_TXT_STATUS_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <DataTable
          label={M.title}
          columns={columns(kind, {
            open: setOpened,
            crawl: mayCrawl ? (row) => crawlNow(kind, [row.id]) : undefined,
          })}
          rows={page.data?.content ?? []}
          rowKey={(row) => row.id}
          rowName={(row) => row.name}
          total={page.data?.totalElements ?? 0}
          loading={page.isFetching}
          page={paging.page}
          size={paging.size}
          onPageChange={(next) => setPaging({ ...paging, page: next })}
          onSizeChange={(size) => setPaging({ page: 0, size })}
          selection={mayCrawl ? selection : undefined}
          selectionActions={<CrawlNowButton kind={kind} selection={selection} />}
        />
      </Paper>
      {opened && <CrawlDetailsDialog row={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
