import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import Alert from '@mui/material/Alert';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthCard } from './auth-card';
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
      {expired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {UI_MESSAGES.sessionExpired}
        </Alert>
      )}
      {signIn.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loginFailureMessages(signIn.error).join(' ')}
        </Alert>
      )}
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
