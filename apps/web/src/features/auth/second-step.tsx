import type { Me } from '@adcast/domain/user';
import type { TwoFactorStep } from '@adcast/domain/users/two-factor';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { columnSx } from '../../ui/layout';
import { CodeForm } from '../../ui/two-factor/code-form';
import { EnrolmentSteps } from '../../ui/two-factor/enrolment-steps';
import { useStartOnce } from '../../ui/two-factor/use-start-once';
import {
  useConfirmEnrolmentAtLogin,
  useLoginWithCode,
  useStartEnrolmentAtLogin,
} from './two-factor-login-api';

export interface SecondStepProps {
  step: TwoFactorStep;
  onSignedIn: (me: Me) => void;
}

/** After the password: a code from the authenticator app (or a recovery code), or enrolling first. */
export function SecondStep({ step, onSignedIn }: SecondStepProps) {
  return step.twoFactor === 'CODE' ? (
    <CodeStep challenge={step.challenge} onSignedIn={onSignedIn} />
  ) : (
    <EnrolStep challenge={step.challenge} onSignedIn={onSignedIn} />
  );
}

function CodeStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: (me: Me) => void }) {
  const signIn = useLoginWithCode(challenge, onSignedIn);
  const [recovery, setRecovery] = useState(false);
  return (
    <Box sx={columnSx}>
      <Typography>
        {recovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app'}
      </Typography>
      <CodeForm
        key={recovery ? 'recovery' : 'totp'}
        kind={recovery ? 'recovery' : 'totp'}
        label={recovery ? 'Recovery code' : '6-digit code'}
        submitLabel="Verify"
        pending={signIn.isPending}
        onSubmit={(code) => signIn.mutate(recovery ? { recoveryCode: code } : { code })}
      />
      <Link component="button" type="button" onClick={() => setRecovery(!recovery)}>
        {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Link>
    </Box>
  );
}

function EnrolStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: (me: Me) => void }) {
  const start = useStartEnrolmentAtLogin(challenge);
  const confirm = useConfirmEnrolmentAtLogin(challenge);
  const startEnrolment = start.mutate;
  useStartOnce(startEnrolment);
  return (
    <Box sx={columnSx}>
      <Typography>Your network requires two-factor sign-in: set it up to continue.</Typography>
      <EnrolmentSteps
        enrolment={start.data}
        onConfirm={(code) => confirm.mutate(code)}
        pending={confirm.isPending}
        recoveryCodes={confirm.data?.recoveryCodes ?? null}
        onDone={() => confirm.data && onSignedIn(confirm.data.me)}
        doneLabel="Continue"
      />
    </Box>
  );
}
