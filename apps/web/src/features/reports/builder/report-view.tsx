import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessages } from '../../../api/notify-error';
import { DateRangeSelector } from '../../../ui/date-range-selector';
import { ExportButton } from '../../../ui/export-button';
import { stackSx } from '../../../ui/layout';
import { reportQuery, useReportDownload } from '../report-api';
import { ReportChart } from './report-chart';
import { ReportFiles } from './report-files';
import {
  chartPlanOf,
  customCompareOf,
  type ReportSearch,
  rangeOf,
  rangeToSearch,
  reportQueryOf,
} from './report-search';
import { comparedPeriodText, ReportTable } from './report-table';
import { TIME_ZONES } from './time-zones';
import type { ReportSearchUpdate } from './use-report-search';

interface ReportViewProps {
  search: ReportSearch;
  update: ReportSearchUpdate;
  /** The export's file name, without its extension. */
  fileName: string;
}

/** A report's date range, time zone, chart and table with its CSV and XLSX export, and the user's report files. */
export function ReportView({ search, update, fileName }: ReportViewProps) {
  const now = useMemo(() => new Date(), []);
  const query = reportQueryOf(search, now);
  const result = useQuery(reportQuery(query));
  const download = useReportDownload();
  const plan = chartPlanOf(search);
  const { page: _page, size: _size, ...everyRow } = query;
  return (
    <Box sx={stackSx}>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <DateRangeSelector
          value={{
            range: rangeOf(search, now),
            compare: search.compare,
            compareRange: customCompareOf(search),
          }}
          onChange={({ range, compare, compareRange }) =>
            update({
              ...rangeToSearch(range),
              compare,
              compareFrom: compareRange?.dateFrom,
              compareTo: compareRange?.dateTo,
            })
          }
          withCustomCompare
          weekly={search.weekly}
          onWeeklyChange={(weekly) => update({ weekly, page: search.page })}
        />
        <Autocomplete
          options={TIME_ZONES}
          value={search.timeZone}
          disableClearable
          onChange={(_event, timeZone) => update({ timeZone })}
          sx={{ minWidth: { xs: '100%', sm: 240 } }}
          renderInput={(params) => <TextField {...params} label="Time zone" size="small" />}
        />
      </Paper>
      {result.isError && (
        <Alert severity="error">
          {errorMessages(result.error, 'The report could not be run.').join(' ')}
        </Alert>
      )}
      {plan && !result.isError && (
        <ReportChart key={search.metrics.join()} base={query} plan={plan} metrics={search.metrics} />
      )}
      {result.data && (
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          {query.compare && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {comparedPeriodText(query.compare)}: each figure shows its change and what it was then
            </Typography>
          )}
          <ReportTable
            result={result.data}
            loading={result.isFetching}
            page={search.page}
            size={search.size}
            sort={
              query.sortProperty
                ? { sortProperty: query.sortProperty, sortDirection: search.sortDirection }
                : undefined
            }
            onPageChange={(page) => update({ page })}
            onSizeChange={(size) => update({ size })}
            onSortChange={(sort) => update(sort)}
            tools={
              <>
                <ExportButton onExport={() => download(everyRow, fileName)} />
                <ExportButton format="XLSX" onExport={() => download(everyRow, fileName, 'XLSX')} />
              </>
            }
          />
        </Paper>
      )}
      {!result.data && result.isPending && (
        <Typography color="text.secondary">Running the report…</Typography>
      )}
      <ReportFiles />
    </Box>
  );
}
