import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a route's code or data is still on its way. */
export function RoutePending() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress size={SPINNER_DIAMETER} aria-label="Loading" />
    </Box>
  );
}
