import { getRouteApi } from '@tanstack/react-router';
import { AuthCard } from './auth-card';
import { LoginFormView } from './login-form';
import { useLogin } from './use-login';

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { returnUrl } = loginRoute.useSearch();
  const signIn = useLogin(returnUrl);
  return (
    <AuthCard heading="Sign in">
      <LoginFormView onSubmit={(form) => signIn.mutate(form)} pending={signIn.isPending} />
    </AuthCard>
  );
}
