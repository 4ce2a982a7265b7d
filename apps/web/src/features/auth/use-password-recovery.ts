import { MESSAGES } from '@adcast/domain/messages';
import type { NewPasswordForm } from '@adcast/domain/patterns';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../api/toast-store';
import { setRecoveredPassword, validateRecoveryToken } from './auth-api';

/** The token is checked when the page opens; a failed check shows the expired view. */
export const useRecoveryTokenCheck = (token: string) =>
  useQuery({
    queryKey: ['password-recovery', token],
    queryFn: ({ signal }) => validateRecoveryToken(token, signal).then(() => true),
    staleTime: 0,
    gcTime: 0,
  });

export class ExpiredTokenError extends Error {
  constructor() {
    super(MESSAGES.tokenExpired);
    this.name = 'ExpiredTokenError';
  }
}

/** Part 1 §4: on submit the token is checked again and, while active, the new password is set. */
export function useSetRecoveredPassword(token: string, onExpired: () => void) {
  const router = useRouter();
  return useMutation({
    mutationFn: async (form: NewPasswordForm) => {
      await validateRecoveryToken(token).catch(() => {
        throw new ExpiredTokenError();
      });
      return setRecoveredPassword(token, form);
    },
    onSuccess: () => {
      toast.success(MESSAGES.passwordSet);
      router.navigate({ to: '/login', search: {} });
    },
    onError: (error) => {
      if (error instanceof ExpiredTokenError) onExpired();
      else notifyError(error, MESSAGES.errorSetNewPassword);
    },
  });
}
