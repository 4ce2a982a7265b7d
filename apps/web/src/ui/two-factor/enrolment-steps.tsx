import type { Enrolment } from '@adcast/domain/users/two-factor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { columnSx } from '../layout';
import { ShownOnce } from '../shown-once';
import { CodeForm } from './code-form';

export interface EnrolmentStepsProps {
  /** Undefined while the server makes the secret. */
  enrolment: Enrolment | undefined;
  onConfirm: (code: string) => void;
  pending: boolean;
  /** Answered once the first code is right: shown once, then `onDone`. */
  recoveryCodes: string[] | null;
  onDone: () => void;
  doneLabel: string;
}

/** Scan the QR code (or type the key), confirm with a first code, then keep the recovery codes. */
export function EnrolmentSteps(props: EnrolmentStepsProps) {
  const { enrolment, onConfirm, pending, recoveryCodes, onDone, doneLabel } = props;
  if (recoveryCodes)
    return (
      <Box sx={columnSx}>
        <Typography>
          Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once without
          your authenticator app, and they are not shown again.
        </Typography>
        <ShownOnce label="Recovery codes" text={recoveryCodes.join('\n')} />
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </Box>
    );
  if (!enrolment) return <CircularProgress aria-label="Preparing" />;
  return (
    <Box sx={columnSx}>
      <Typography>Scan this QR code with your authenticator app, then enter the code it shows.</Typography>
      <Box
        component="img"
        src={enrolment.qr}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, alignSelf: 'center' }}
      />
      <Typography variant="body2">
        Or type this key: <code data-testid="manual-key">{enrolment.secret}</code>
      </Typography>
      <CodeForm label="6-digit code" submitLabel="Turn on" onSubmit={onConfirm} pending={pending} />
    </Box>
  );
}
