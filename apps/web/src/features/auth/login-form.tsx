import { LoginFormSchema, type LoginForm } from '@adcast/domain/patterns';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form-text-field';

export interface LoginFormViewProps {
  onSubmit: (form: LoginForm) => void;
  pending?: boolean;
  /** The 'Register here' link shows only when a registration address is configured. */
  registerUrl?: string;
}

export function LoginFormView({ onSubmit, pending = false, registerUrl }: LoginFormViewProps) {
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || pending}>
          Sign in
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/forgot-password">
            Forgot your password
          </Link>
          {registerUrl && <Link href={registerUrl}>Register here</Link>}
        </Stack>
      </Stack>
    </form>
  );
}
