import { useSearch } from '@tanstack/react-router';
import { AuthCard } from './auth-card';
import { LoginFormView } from './login-form';
import { useLogin } from './use-login';

export function LoginPage() {
  const { returnUrl } = useSearch({ strict: false }) as { returnUrl?: string };
  const signIn = useLogin(returnUrl);
  return (
    <AuthCard heading="Sign in">
      <LoginFormView onSubmit={(form) => signIn.mutate(form)} pending={signIn.isPending} />
    </AuthCard>
  );
}
