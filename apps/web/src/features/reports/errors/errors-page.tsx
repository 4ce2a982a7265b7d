import type { DateRangeType } from '@adcast/domain/date-ranges';
import { formatNumber } from '@adcast/domain/format';
import type { ReportRow } from '@adcast/domain/reports/report-query';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Toolbar } from '../../../ui/toolbar';
import { type FigureColumn, FigureTable } from '../figure-table';
import { reportQuery } from '../report-api';
import {
  ERROR_PERIODS,
  errorCount,
  errorMeaning,
  errorsQuery,
  errorTrend,
  ivtQuery,
  rowsWithErrors,
} from './error-figures';

const FIGURES: FigureColumn<ReportRow>[] = [
  { label: 'Errors', figure: true, value: (row) => errorCount(row, 'errors') },
  { label: 'Previous period', figure: true, value: (row) => errorCount(row, 'errorsPrevious') },
  { label: 'Trend', figure: true, value: errorTrend },
];

const BREAKDOWNS = [
  { key: 'demandPartner', label: 'By partner', column: 'Demand partner' },
  { key: 'placement', label: 'By placement', column: 'Placement' },
  { key: 'creativeId', label: 'By creative', column: 'Creative ID' },
] as const;

const text = (value: ReportRow[string] | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const rowKey = (keys: string[]) => (row: ReportRow) => keys.map((key) => String(row[key])).join('|');

function useRows(query: Parameters<typeof reportQuery>[0]) {
  return useQuery(reportQuery(query)).data?.content ?? [];
}

function ErrorsByCode({ period }: { period: DateRangeType }) {
  const rows = rowsWithErrors(useRows(errorsQuery(period, ['errorCode', 'errorMessage'])));
  return (
    <FigureTable
      title="Ad-request and VAST errors"
      rows={rows}
      rowKey={rowKey(['errorCode', 'errorMessage'])}
      columns={[
        { label: 'Error code', value: (row) => text(row.errorCode) },
        { label: 'VAST meaning', value: errorMeaning },
        { label: 'Error message', value: (row) => text(row.errorMessage) },
        ...FIGURES,
      ]}
    />
  );
}

function ErrorsBy({ period }: { period: DateRangeType }) {
  const [open, setOpen] = useState<(typeof BREAKDOWNS)[number]['key']>('demandPartner');
  const breakdown = BREAKDOWNS.find((candidate) => candidate.key === open) ?? BREAKDOWNS[0];
  const rows = rowsWithErrors(useRows(errorsQuery(period, [breakdown.key])));
  return (
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <Tabs
        value={open}
        onChange={(_event, key: typeof open) => setOpen(key)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Errors by"
      >
        {BREAKDOWNS.map((candidate) => (
          <Tab key={candidate.key} value={candidate.key} label={candidate.label} />
        ))}
      </Tabs>
      <FigureTable
        title={`Errors ${breakdown.label.toLowerCase()}`}
        rows={rows}
        rowKey={rowKey([breakdown.key])}
        columns={[{ label: breakdown.column, value: (row) => text(row[breakdown.key] ?? null) }, ...FIGURES]}
      />
    </Box>
  );
}

function InvalidTraffic({ period }: { period: DateRangeType }) {
  const rows = useRows(ivtQuery(period)).filter((row) => row.ivtProvider);
  return (
    <FigureTable
      title="Invalid traffic (IVT)"
      rows={rows}
      rowKey={rowKey(['ivtProvider', 'ivtType'])}
      columns={[
        { label: 'IVT provider', value: (row) => text(row.ivtProvider ?? null) },
        { label: 'IVT type', value: (row) => text(row.ivtType ?? null) },
        { label: 'Impressions', figure: true, value: (row) => formatNumber(Number(row.adImpressions ?? 0)) },
      ]}
    />
  );
}

/** /errors (part 1 §2): ad-request and VAST errors by code, partner, placement and creative against the period before; IVT. */
export function ErrorsPage() {
  const [period, setPeriod] = useState<DateRangeType>('LAST_7_DAYS');
  return (
    <>
      <Toolbar title="Errors" />
      <Tabs
        value={period}
        onChange={(_event, key: DateRangeType) => setPeriod(key)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="Period"
      >
        {ERROR_PERIODS.map((candidate) => (
          <Tab key={candidate.key} value={candidate.key} label={candidate.label} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ErrorsByCode period={period} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ErrorsBy period={period} />
          <InvalidTraffic period={period} />
        </Box>
      </Box>
    </>
  );
}
