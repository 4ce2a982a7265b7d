import type { DateRangeType } from '@adcast/domain/date-ranges';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate } from '@tanstack/react-router';
import { ButtonLink } from '../../ui/button-link';
import { Toolbar } from '../../ui/toolbar';
import { ReportView } from './builder/report-view';
import { useReportSearch } from './builder/use-report-search';
import { performanceRoute, type ReportParams, type SearchRoute } from './report-routes-search';

const PERFORMANCE_METRICS = ['adRequests', 'adImpressions', 'fillRate', 'revenue', 'rpm'];

interface ReadyReport {
  key: string;
  label: string;
  fixed: { dimensions: string[]; metrics: string[] };
  range: DateRangeType;
}

const ready = (key: string, label: string, dimension: string, range: DateRangeType): ReadyReport => ({
  key,
  label,
  fixed: { dimensions: [dimension], metrics: PERFORMANCE_METRICS },
  range,
});

/** The ready-made reports of the Performance screen; "by hour of day" shows yesterday's hours. */
export const READY_REPORTS: readonly ReadyReport[] = [
  ready('demand-partner', 'By demand partner', 'demandPartner', 'LAST_7_DAYS'),
  ready('placement', 'By placement', 'placement', 'LAST_7_DAYS'),
  ready('hour', 'By hour of day', 'hour', 'YESTERDAY'),
];

function ReadyReportView({ report, params }: { report: ReadyReport; params: ReportParams }) {
  const { search, update } = useReportSearch(params, {
    fixed: report.fixed,
    range: report.range,
    keep: { report: report.key },
  });
  return (
    <>
      <ButtonLink to="/reports" search={search} sx={{ mb: 1 }}>
        Open in Report Builder
      </ButtonLink>
      <ReportView search={search} update={update} fileName={`performance-${report.key}`} />
    </>
  );
}

/** /performance: ready-made reports (by demand partner, by placement, by hour) built on the builder's report. */
export function PerformancePage({
  route = performanceRoute,
}: {
  route?: SearchRoute<ReportParams & { report?: string }>;
}) {
  const params = route.useSearch();
  const { report } = params;
  const open =
    READY_REPORTS.find((candidate) => candidate.key === report) ?? (READY_REPORTS[0] as ReadyReport);
  const navigate = useNavigate();
  return (
    <>
      <Toolbar title="Performance" />
      <Tabs
        value={open.key}
        onChange={(_event, key: string) => void navigate({ to: '.', search: { report: key }, replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="Ready-made reports"
      >
        {READY_REPORTS.map((candidate) => (
          <Tab key={candidate.key} value={candidate.key} label={candidate.label} />
        ))}
      </Tabs>
      <ReadyReportView key={open.key} report={open} params={params} />
    </>
  );
}
