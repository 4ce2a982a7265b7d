import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthAlert, AuthCard } from './auth-card';
import { LoginFormView } from './login-form';
import { usePreloadHomeOnFirstInput } from './preload-home';
import { loginFailureMessages, useAfterSignIn, useLogin } from './use-login';

// Only two-factor users need it: kept out of the sign-in page's own code.
const SecondStep = lazy(() => import('./second-step').then((module) => ({ default: module.SecondStep })));

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { returnUrl, expired } = loginRoute.useSearch();
  const signIn = useLogin(returnUrl);
  const afterSignIn = useAfterSignIn(returnUrl);
  const step = signIn.data && 'twoFactor' in signIn.data ? signIn.data : null;
  usePreloadHomeOnFirstInput();
  return (
    <AuthCard heading="Sign in">
      {expired && <AuthAlert severity="info">{UI_MESSAGES.sessionExpired}</AuthAlert>}
      {signIn.error && <AuthAlert severity="error">{loginFailureMessages(signIn.error).join(' ')}</AuthAlert>}
      {step ? (
        <Suspense>
          <SecondStep step={step} onSignedIn={afterSignIn} />
        </Suspense>
      ) : (
        <LoginFormView onSubmit={(form) => signIn.mutate(form)} pending={signIn.isPending} />
      )}
    </AuthCard>
  );
}
