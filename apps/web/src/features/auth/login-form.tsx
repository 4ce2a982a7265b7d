import { type LoginForm, LoginFormSchema } from '@adcast/domain/patterns';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form-text-field';
import { columnSx, rowSx } from '../../ui/layout';

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
      <Box sx={columnSx}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
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
        <Box sx={{ ...rowSx, justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/forgot-password">
            Forgot your password
          </Link>
          {registerUrl && <Link href={registerUrl}>Register here</Link>}
        </Box>
      </Box>
    </form>
  );
}
