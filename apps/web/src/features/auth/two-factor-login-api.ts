import type { Me } from '@adcast/domain/user';
import { type Enrolment, TWO_FACTOR_API } from '@adcast/domain/users/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyError } from '../../api/notify-error';
import { signedInOf } from './auth-api';
import { completeSignIn } from './use-login';

export type SecondStepInput = { code: string } | { recoveryCode: string };

/** The second step with a TOTP or recovery code: keeps the token and answers the user. */
export const useLoginWithCode = (challenge: string, onSignedIn: (me: Me) => void) =>
  useMutation({
    mutationFn: async (input: SecondStepInput) =>
      completeSignIn(
        signedInOf(await api.post<unknown>(TWO_FACTOR_API.login, { challenge, ...input }, { loader: true })),
      ),
    onSuccess: (me) => onSignedIn(me),
    onError: (error) => notifyError(error, 'The code could not be checked'),
  });

export const useStartEnrolmentAtLogin = (challenge: string) =>
  useMutation({
    mutationFn: () => api.post<Enrolment>(TWO_FACTOR_API.loginEnrol, { challenge }, { loader: true }),
    onError: (error) => notifyError(error, 'Two-factor sign-in could not be set up'),
  });

/** Confirms the enrolment; the token is kept at once, the user goes on after reading the recovery codes. */
export const useConfirmEnrolmentAtLogin = (challenge: string) =>
  useMutation({
    mutationFn: async (code: string) => {
      const answer = await api.post<unknown>(
        TWO_FACTOR_API.loginEnrolConfirm,
        { challenge, code },
        { loader: true },
      );
      const { recoveryCodes } = JSON.parse(String(answer)) as { recoveryCodes: string[] };
      return { me: await completeSignIn(signedInOf(answer)), recoveryCodes };
    },
    onError: (error) => notifyError(error, 'The code could not be checked'),
  });
