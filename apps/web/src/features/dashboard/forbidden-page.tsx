import { MESSAGES } from '@adcast/domain/messages';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '@tanstack/react-router';
import { CenteredPage } from './centered-page';

export function ForbiddenPage() {
  return (
    <CenteredPage title={MESSAGES.forbidden}>
      <Link component={RouterLink} to="/">
        {MESSAGES.backHome}
      </Link>
    </CenteredPage>
  );
}
