import { API } from '@adcast/domain/api-paths';
import { MESSAGES } from '@adcast/domain/messages';
import type { ChangePasswordForm } from '@adcast/domain/patterns';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import { notifyError } from '../api/notify-error';
import { toast } from '../api/toast-store';

const changePassword = (form: ChangePasswordForm) =>
  api.put<string>(
    API.changePassword,
    {
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
      confirmationPassword: form.confirmationPassword,
    },
    { loader: true },
  );

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
