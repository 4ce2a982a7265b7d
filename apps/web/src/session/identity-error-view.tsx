import { MESSAGES } from '@adcast/domain/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';

/** Part 1 §6: when the user cannot be loaded, navigation stops here. */
export function IdentityErrorView() {
  const router = useRouter();
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 3 }}>
      <Typography variant="h6" component="h1">
        {MESSAGES.errorIdentityEstablishment}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => router.invalidate()}>
          Try again
        </Button>
        <Button onClick={() => router.navigate({ to: '/logout' })}>Sign out</Button>
      </Stack>
    </Stack>
  );
}
