import { MESSAGES } from '@adcast/domain/messages';
import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { columnSx } from '../../ui/layout';
import { AuthCard } from './auth-card';
import { NewPasswordFormView } from './new-password-form';
import { useRecoveryTokenCheck, useSetRecoveredPassword } from './use-password-recovery';

const backToLogin = (
  <Link component={RouterLink} to="/login">
    Back to Login
  </Link>
);

const recoveryRoute = getRouteApi('/password-recovery/$recoveryId');
export function ExpiredTokenView() {
  return (
    <Box sx={columnSx}>
      <Typography role="alert">{MESSAGES.tokenExpired}</Typography>
      <Link component={RouterLink} to="/forgot-password">
        Reset password again
      </Link>
      {backToLogin}
    </Box>
  );
}

export function PasswordRecoveryPage() {
  const { recoveryId } = recoveryRoute.useParams();
  const check = useRecoveryTokenCheck(recoveryId);
  const [expired, setExpired] = useState(false);
  const save = useSetRecoveredPassword(recoveryId, () => setExpired(true));

  let body = (
    <NewPasswordFormView
      onSubmit={(form) => save.mutate(form)}
      pending={save.isPending}
      footer={backToLogin}
    />
  );
  if (check.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={SPINNER_DIAMETER} aria-label="Checking the link" />
      </Box>
    );
  } else if (check.isError || expired) {
    body = <ExpiredTokenView />;
  }
  return <AuthCard heading="Set a new password">{body}</AuthCard>;
}
