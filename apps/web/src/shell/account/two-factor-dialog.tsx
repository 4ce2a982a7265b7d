import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMask } from '../../api/mask-store';
import { useMe } from '../../session/me';
import { columnSx } from '../../ui/layout';
import { SizedDialog } from '../../ui/sized-dialog';
import { EnrolmentSteps } from '../../ui/two-factor/enrolment-steps';
import { useStartOnce } from '../../ui/two-factor/use-start-once';
import { NetworkTwoFactorSwitch } from './network-two-factor-switch';
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useForgetTwoFactorStatus,
  useStartEnrolment,
  useTwoFactorStatus,
} from './two-factor-api';

const DIALOG_WIDTH = 480;

/** Turns two-factor sign-in on (QR, first code, recovery codes shown once) or off (with the password). */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const status = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);
  const network = useMe().network;
  const workingAsAdmin = useMask()?.role === 'ADMIN';
  return (
    <SizedDialog title="Two-factor sign-in" width={DIALOG_WIDTH} onClose={onClose}>
      <DialogContent>
        {enrolling ? (
          <Enrol onDone={onClose} />
        ) : status.data?.enabled ? (
          <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} onDone={onClose} />
        ) : (
          status.data && (
            <Box sx={columnSx}>
              <Typography>
                {status.data.required
                  ? 'Your network requires a code from an authenticator app at sign-in.'
                  : 'Sign in with your password and a code from an authenticator app.'}
              </Typography>
              <Button variant="contained" onClick={() => setEnrolling(true)}>
                Set up
              </Button>
            </Box>
          )
        )}
        {network && workingAsAdmin && !enrolling && (
          <Box sx={{ mt: 2 }}>
            <NetworkTwoFactorSwitch networkId={network.id} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </SizedDialog>
  );
}

function Enrol({ onDone }: { onDone: () => void }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const forgetStatus = useForgetTwoFactorStatus();
  const startEnrolment = start.mutate;
  useStartOnce(startEnrolment);
  return (
    <EnrolmentSteps
      enrolment={start.data}
      onConfirm={(code) => confirm.mutate(code, { onSuccess: () => void forgetStatus() })}
      pending={confirm.isPending}
      recoveryCodes={confirm.data?.recoveryCodes ?? null}
      onDone={onDone}
      doneLabel="Done"
    />
  );
}

function TurnOff({ recoveryCodesLeft, onDone }: { recoveryCodesLeft: number; onDone: () => void }) {
  const disable = useDisableTwoFactor(onDone);
  const [password, setPassword] = useState('');
  return (
    <Box
      component="form"
      noValidate
      sx={columnSx}
      onSubmit={(event) => {
        event.preventDefault();
        disable.mutate(password);
      }}
    >
      <Typography>
        Two-factor sign-in is on; {recoveryCodesLeft} recovery codes are left. To turn it off, enter your
        password.
      </Typography>
      <OutlinedInput
        type="password"
        placeholder="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        inputProps={{ 'aria-label': 'Password' }}
      />
      <Button type="submit" color="error" variant="outlined" disabled={!password || disable.isPending}>
        Turn off
      </Button>
    </Box>
  );
}
