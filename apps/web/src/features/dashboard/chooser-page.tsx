import { homePath } from '@adcast/domain/access';
import type { Mask } from '@adcast/domain/masks';
import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { setMask } from '../../api/mask-store';
import { useMe } from '../../session/me';
import { useMyPublishers } from '../../session/my-accounts';
import { AccountBar } from './account-bar';
import { CenteredPage } from './centered-page';
import { ChoiceCard, cardGridSx } from './choice-card';

/** Part 1 §2 chooser: picking one of the user's publishers sets the PUBLISHER mask and opens its home. */
export function ChooserPage() {
  const router = useRouter();
  const me = useMe();
  const publishers = useMyPublishers(me);
  const choose = (publisherId: number) => {
    const mask: Mask = { role: 'PUBLISHER', publisherId };
    setMask(mask);
    router.navigate({ href: homePath(mask) });
  };
  return (
    <CenteredPage title="Choose a publisher" bar={<AccountBar />}>
      {publishers.isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={SPINNER_DIAMETER} aria-label="Loading publishers" />
        </Box>
      )}
      {publishers.isError && <Typography color="error">Your publishers could not be loaded.</Typography>}
      <Box sx={cardGridSx}>
        {publishers.data?.map((publisher) => (
          <ChoiceCard key={publisher.id} label={publisher.name} onClick={() => choose(publisher.id)} />
        ))}
      </Box>
      {me.roles.length > 1 && (
        <Link component={RouterLink} to="/select" sx={{ display: 'inline-block', mt: 4 }}>
          All dashboards
        </Link>
      )}
    </CenteredPage>
  );
}
