import type { DashboardCard } from '@adcast/domain/dashboards';
import { MENU_ITEMS } from '@adcast/domain/menus';
import { FORECAST_KPI_METRICS } from '@adcast/domain/reports/dashboard';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { isUnbuiltPath } from '../../shell/available-paths';
import { stackSx } from '../../ui/layout';
import { RecentFigures } from '../reports/recent-figures';

/** The live figures each card shows when the mask may read reports (the server decides the scope). */
const CARD_FIGURES: Partial<Record<DashboardCard['key'], readonly string[]>> = {
  forecast: FORECAST_KPI_METRICS,
};

const sectionOf = (path: string) =>
  Object.values(MENU_ITEMS).find((item) => item.path === path)?.label ?? path;

/**
 * Part 1 §6: the home of a campaign manager, rev ops or designer shows that role's own dashboard
 * card: where it leads (or that its screens are not built yet) and, where reports serve the
 * role, the last 7 days' figures.
 */
export function RoleDashboardCard({ card, reports }: { card: DashboardCard; reports: boolean }) {
  const router = useRouter();
  const section = sectionOf(card.path);
  const figures = reports ? CARD_FIGURES[card.key] : undefined;
  const built = !isUnbuiltPath(card.path);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="role-card-heading"
      sx={{ ...stackSx, p: 2, mb: 3 }}
    >
      <div>
        <Typography id="role-card-heading" variant="h6" component="h2">
          {card.label}
        </Typography>
        {built ? (
          <Typography variant="body2">
            <a href={router.history.createHref(card.path)}>Open {section}</a>
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            It opens {section} once those screens are built; until then your home shows what you can use.
          </Typography>
        )}
      </div>
      {figures && (
        <>
          <Typography variant="subtitle2" component="h3">
            Last 7 days against the 7 before
          </Typography>
          <RecentFigures metrics={figures} />
        </>
      )}
    </Paper>
  );
}
