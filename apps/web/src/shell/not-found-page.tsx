import { MESSAGES } from '@adcast/domain/messages';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from '@tanstack/react-router';

/** The id of the layout route of the side navigation (routing/layout-routes.tsx `shellRoute`). */
export const SHELL_ROUTE_ID = '/_authenticated/_shell';

/** An unknown address or a record id that is no id: says so and offers the way home (issue 7). */
export function NotFoundPage() {
  // Inside the shell its main landmark is already there; outside, this page is the main content.
  const inShell = useMatches({
    select: (matches) => matches.some((match) => match.routeId === SHELL_ROUTE_ID),
  });
  return (
    <Box component={inShell ? 'section' : 'main'} sx={{ maxWidth: 960, mx: 'auto', px: 3, py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MESSAGES.notFoundText}
      </Typography>
      <Link component={RouterLink} to="/">
        {MESSAGES.backHome}
      </Link>
    </Box>
  );
}
