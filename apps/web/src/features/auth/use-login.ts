import { afterLoginPath } from '@adcast/domain/dashboards';
import { MESSAGES } from '@adcast/domain/messages';
import type { LoginForm } from '@adcast/domain/patterns';
import { hasUsableRoles } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import type { TwoFactorStep } from '@adcast/domain/users/two-factor';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { errorMessages } from '../../api/notify-error';
import { queryClient } from '../../api/query-client';
import { toast } from '../../api/toast-store';
import { storeToken } from '../../api/token-store';
import { IdentityError } from '../../session/identity-error';
import { meQuery } from '../../session/me';
import { signOut } from '../../session/sign-out';
import { InvalidTokenError, login, type SignedIn } from './auth-api';

/** The signed-in pages' routes download while the sign-in is checked; a failed download is tried again on arrival. */
async function signIn(
  form: LoginForm,
  loadSignedInPages: () => Promise<unknown>,
): Promise<Me | TwoFactorStep> {
  void loadSignedInPages();
  const answer = await login(form);
  return 'twoFactor' in answer ? answer : completeSignIn(answer);
}

/** Keeps the token and loads the user it names. */
export async function completeSignIn({ token, me }: SignedIn): Promise<Me> {
  storeToken(token);
  if (me) {
    queryClient.setQueryData(meQuery.queryKey, me);
    return me;
  }
  try {
    return await queryClient.fetchQuery(meQuery);
  } catch {
    throw new IdentityError();
  }
}

/** What a failed sign-in says (part 1 §8): 'Invalid credentials' unless the server or identity says more. */
export const loginFailureMessages = (error: unknown): string[] =>
  error instanceof IdentityError || error instanceof InvalidTokenError
    ? [error.message]
    : errorMessages(error, MESSAGES.invalidCredentials);

/** Part 1 §4: once signed in, follow the return URL or the role's first page. */
export function useAfterSignIn(returnUrl: string | undefined) {
  const router = useRouter();
  const { signedInPages } = router.options.context;
  return (me: Me) => {
    if (!hasUsableRoles(me.roles)) {
      window.alert(MESSAGES.wrongUserSetup);
      signOut();
      return;
    }
    void signedInPages.load().then(() => router.navigate({ href: afterLoginPath(me, returnUrl) }));
  };
}

/** Part 1 §4: sign in and load the user, or learn the second step a two-factor user owes. */
export function useLogin(returnUrl: string | undefined) {
  const { signedInPages } = useRouter().options.context;
  const afterSignIn = useAfterSignIn(returnUrl);
  return useMutation({
    mutationFn: (form: LoginForm) => signIn(form, signedInPages.load),
    onSuccess: (answer) => {
      if (!('twoFactor' in answer)) afterSignIn(answer);
    },
    onError: (error) => {
      for (const message of loginFailureMessages(error)) toast.error(message);
      signOut();
    },
  });
}
