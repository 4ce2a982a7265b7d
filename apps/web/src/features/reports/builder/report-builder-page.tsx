import { REPORT_MAX_DIMENSIONS } from '@adcast/domain/reports/report-query';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { stackSx, twoColumnsSx } from '../../../ui/layout';
import { Toolbar } from '../../../ui/toolbar';
import { type ReportParams, reportBuilderRoute, type SearchRoute } from '../report-routes-search';
import { useScheduleWrites } from '../schedules/schedule-api';
import { NEW_SCHEDULED_REPORT, ScheduleDialog } from '../schedules/schedule-dialog';
import { CataloguePicker, DIMENSION_OPTIONS, METRIC_OPTIONS } from './catalogue-picker';
import { ReportFilters } from './report-filters';
import { ReportView } from './report-view';
import { SavedReportsActions } from './saved-reports';
import { UnavailableCatalogueEntries } from './unavailable-entries';
import { useReportSearch } from './use-report-search';

export const AT_LEAST_ONE_METRIC = 'Choose at least one metric';

/** /reports: dimensions, metrics and filters over the whole catalogue, with the report below. */
export function ReportBuilderPage({ route = reportBuilderRoute }: { route?: SearchRoute<ReportParams> }) {
  const params = route.useSearch();
  const { search, update } = useReportSearch(params);
  const [metricError, setMetricError] = useState<string>();
  const [scheduling, setScheduling] = useState(false);
  const can = useCan();
  const writes = useScheduleWrites();
  return (
    <>
      <Toolbar
        title="Report Builder"
        actions={
          <>
            <SavedReportsActions search={params} />
            {can('REPORT_SCHEDULE_CREATE') && (
              <Button startIcon={<ScheduleIcon />} onClick={() => setScheduling(true)}>
                Schedule
              </Button>
            )}
          </>
        }
      />
      {scheduling && (
        <ScheduleDialog
          report={{
            dimensions: search.dimensions,
            metrics: search.metrics,
            filters: search.filters,
            timeZone: search.timeZone,
            range: search.range ?? NEW_SCHEDULED_REPORT.range,
          }}
          saving={writes.pending}
          onSave={writes.create}
          onClose={() => setScheduling(false)}
        />
      )}
      <Box sx={stackSx}>
        <Paper variant="outlined" sx={{ p: 2, ...twoColumnsSx }}>
          <CataloguePicker
            label="Dimensions"
            options={DIMENSION_OPTIONS}
            value={search.dimensions}
            max={REPORT_MAX_DIMENSIONS}
            onChange={(dimensions) => update({ dimensions })}
          />
          <CataloguePicker
            label="Metrics"
            options={METRIC_OPTIONS}
            value={search.metrics}
            onChange={(metrics) => {
              // The last metric stays: a report needs at least one (the server says the same).
              setMetricError(metrics.length === 0 ? AT_LEAST_ONE_METRIC : undefined);
              if (metrics.length > 0) update({ metrics });
            }}
            error={metricError}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <UnavailableCatalogueEntries />
          </Box>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <ReportFilters filters={search.filters} onChange={(filters) => update({ filters })} />
          </Box>
        </Paper>
        <ReportView search={search} update={update} fileName="report" />
      </Box>
    </>
  );
}
