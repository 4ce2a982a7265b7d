import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import Alert from '@mui/material/Alert';
import { getRouteApi } from '@tanstack/react-router';
import { AuthCard } from './auth-card';
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
      <LoginFormView onSubmit={(form) => signIn.mutate(form)} pending={signIn.isPending} />
    </AuthCard>
  );
}
