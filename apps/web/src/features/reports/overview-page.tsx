import { DATE_RANGE_LABELS, DATE_RANGE_PRESETS, type DateRangeType } from '@adcast/domain/date-ranges';
import { formatDate } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { stackSx } from '../../ui/layout';
import { Toolbar } from '../../ui/toolbar';
import { KpiTiles } from './kpi-tile';
import { overviewPresetQuery } from './report-api';
import { overviewRoute, type SearchRoute } from './report-routes-search';

/**
 * /overview: the KPI tiles of every publisher in scope for one date-range preset, each against the
 * period before it (part 2 §7 /api/dashboard/overview-presets/{preset}/0). The API answers presets
 * only, so the screen offers the preset buttons rather than free dates.
 */
export function OverviewPage({ route = overviewRoute }: { route?: SearchRoute<{ preset: DateRangeType }> }) {
  const { preset } = route.useSearch();
  const navigate = useNavigate();
  const overview = useQuery(overviewPresetQuery(preset));
  return (
    <>
      <Toolbar title="Overview" />
      <Tabs
        value={preset}
        onChange={(_event, next: DateRangeType) =>
          void navigate({ to: '.', search: { preset: next }, replace: true })
        }
        variant="scrollable"
        sx={{ mb: 2 }}
        aria-label="Date range preset"
      >
        {DATE_RANGE_PRESETS.map((candidate) => (
          <Tab key={candidate} value={candidate} label={DATE_RANGE_LABELS[candidate]} />
        ))}
      </Tabs>
      <Box component="section" aria-label="Overview" sx={stackSx}>
        {overview.isError && <Typography color="error">The dashboard could not be loaded.</Typography>}
        {overview.data && (
          <>
            <Typography variant="body2" color="text.secondary">
              {formatDate(overview.data.dateFrom)} – {formatDate(overview.data.dateTo)} (UTC)
            </Typography>
            <KpiTiles kpis={overview.data.kpis} />
          </>
        )}
      </Box>
    </>
  );
}
