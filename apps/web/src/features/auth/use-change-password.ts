import { MESSAGES } from '@adcast/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../ui/toast-store';
import { changePassword } from './auth-api';

/** Part 2 §8: 'Successfully changed password' and the dialog closes; errors keep it open. */
export const useChangePassword = (onDone: () => void) =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(MESSAGES.passwordChanged);
      onDone();
    },
    onError: (error) => notifyError(error, MESSAGES.errorSetNewPassword),
  });
