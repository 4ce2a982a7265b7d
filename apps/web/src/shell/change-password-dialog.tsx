import { MESSAGES, SERVER_MESSAGES } from '@adcast/domain/messages';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import { type ChangePasswordForm, ChangePasswordFormSchema } from '@adcast/domain/patterns';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessages } from '../api/notify-error';
import { useChangePassword } from '../session/change-password';
import { FormTextField } from '../ui/form-text-field';
import { columnSx } from '../ui/layout';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmationPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Part 2 §2 and §5: current, new and confirmation; Save is disabled while the form is invalid. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="change-password-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.changePassword, maxWidth: '100%' } } }}
    >
      {open && <ChangePasswordContent onClose={onClose} />}
    </Dialog>
  );
}

function ChangePasswordContent({ onClose }: { onClose: () => void }) {
  const save = useChangePassword(onClose);
  const { control, handleSubmit, formState, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const failure = save.error ? errorMessages(save.error, MESSAGES.errorSetNewPassword) : [];
  const wrongCurrent = failure.includes(SERVER_MESSAGES.currentPasswordWrong);
  // A wrong current password is that field's error, not only a toast.
  useEffect(() => {
    if (wrongCurrent)
      setError(
        'currentPassword',
        { type: 'server', message: SERVER_MESSAGES.currentPasswordWrong },
        { shouldFocus: true },
      );
  }, [wrongCurrent, setError]);
  return (
    <form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
      <DialogTitle id="change-password-title">Change password</DialogTitle>
      <DialogContent>
        <Box sx={{ ...columnSx, pt: 1 }}>
          {failure.length > 0 && !wrongCurrent && <Alert severity="error">{failure.join(' ')}</Alert>}
          <FormTextField
            control={control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          <FormTextField
            control={control}
            name="newPassword"
            deps={['confirmationPassword']}
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="confirmationPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || save.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
