import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import Alert from '@mui/material/Alert';
import { useSearch } from '@tanstack/react-router';
import { AuthCard } from './auth-card';
import { LoginFormView } from './login-form';
import { useLogin } from './use-login';

export function LoginPage() {
  const { returnUrl, expired } = useSearch({ strict: false }) as { returnUrl?: string; expired?: boolean };
  const signIn = useLogin(returnUrl);
  return (
    <AuthCard heading="Sign in">
      {expired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {UI_MESSAGES.sessionExpired}
        </Alert>
      )}
      <LoginFormView onSubmit={(form) => signIn.mutate(form)} pending={signIn.isPending} />
    </AuthCard>
  );
}
