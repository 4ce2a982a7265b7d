import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import { getRouteApi } from '@tanstack/react-router';
import { AuthAlert, AuthCard } from './auth-card';
import { LoginFormView } from './login-form';
import { usePreloadHomeOnFirstInput } from './preload-home';
import { loginFailureMessages, useLogin } from './use-login';

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { returnUrl, expired } = loginRoute.useSearch();
  const signIn = useLogin(returnUrl);
  usePreloadHomeOnFirstInput();
  return (
    <AuthCard heading="Sign in">
      {expired && <AuthAlert severity="info">{UI_MESSAGES.sessionExpired}</AuthAlert>}
      {signIn.error && <AuthAlert severity="error">{loginFailureMessages(signIn.error).join(' ')}</AuthAlert>}
      <LoginFormView onSubmit={(form) => signIn.mutate(form)} pending={signIn.isPending} />
    </AuthCard>
  );
}
