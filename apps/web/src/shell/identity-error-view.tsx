import { MESSAGES } from '@adcast/domain/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { columnSx, rowSx } from '../ui/layout';

/** Part 1 §6: when the user cannot be loaded, navigation stops here. */
export function IdentityErrorView() {
  const router = useRouter();
  return (
    <Box
      role="alert"
      sx={{ ...columnSx, alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 3 }}
    >
      <Typography variant="h6" component="h1">
        {MESSAGES.errorIdentityEstablishment}
      </Typography>
      <Box sx={rowSx}>
        <Button variant="contained" onClick={() => router.invalidate()}>
          Try again
        </Button>
        <Button onClick={() => router.navigate({ to: '/logout' })}>Sign out</Button>
      </Box>
    </Box>
  );
}
