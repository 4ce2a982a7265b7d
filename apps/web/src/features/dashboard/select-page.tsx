import { DASHBOARD_PATH, type DashboardCard } from '@adcast/domain/dashboards';
import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { setMask } from '../../api/mask-store';
import { isUnbuiltPath } from '../../shell/available-paths';
import { AccountBar } from './account-bar';
import { CenteredPage } from './centered-page';
import { ChoiceCard, cardGridSx } from './choice-card';
import { useDashboardGroups } from './use-dashboard-groups';

/**
 * Part 1 §2 select: a card click sets its mask and opens its first page (part 1 §4). A card whose
 * page is not built yet opens the role's home, which shows that card and what the role can open.
 */
export function SelectPage() {
  const router = useRouter();
  const { groups, loading } = useDashboardGroups();
  const open = (card: DashboardCard) => {
    setMask(card.mask);
    router.navigate({ href: isUnbuiltPath(card.path) ? DASHBOARD_PATH : card.path });
  };
  return (
    <CenteredPage title="Choose a dashboard" bar={<AccountBar />}>
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={SPINNER_DIAMETER} aria-label="Loading dashboards" />
        </Box>
      )}
      {!loading &&
        groups.map((group) => (
          <Box component="section" key={group.key} sx={{ mb: 4 }} aria-labelledby={`group-${group.key}`}>
            <Typography id={`group-${group.key}`} variant="h6" component="h2" sx={{ mb: 2 }}>
              {group.label}
            </Typography>
            <Box sx={cardGridSx}>
              {group.cards.map((card) => (
                <ChoiceCard key={card.key} label={card.label} onClick={() => open(card)} />
              ))}
            </Box>
          </Box>
        ))}
    </CenteredPage>
  );
}
