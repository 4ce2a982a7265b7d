import { MESSAGES } from '@adcast/domain/messages';
import { type ForgotPasswordForm, ForgotPasswordFormSchema } from '@adcast/domain/patterns';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../api/toast-store';
import { FormTextField } from '../../ui/form-text-field';
import { columnSx } from '../../ui/layout';
import { sendRecoveryEmail } from './auth-api';
import { AuthCard } from './auth-card';

function useSendRecoveryEmail() {
  return useMutation({
    mutationFn: sendRecoveryEmail,
    onSuccess: (_answer, form) => toast.success(MESSAGES.passwordResetLinkSent(form.email)),
    onError: (error) => notifyError(error, MESSAGES.errorResetPassword),
  });
}

export function ForgotPasswordFormView() {
  const send = useSendRecoveryEmail();
  const { control, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'all',
    defaultValues: { email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((form) => send.mutate(form))}>
      <Box sx={columnSx}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!formState.isValid || send.isPending}
        >
          Submit
        </Button>
        <Link component={RouterLink} to="/login">
          Back to Login
        </Link>
      </Box>
    </form>
  );
}

export function ForgotPasswordPage() {
  return (
    <AuthCard heading="Forgot your password">
      <ForgotPasswordFormView />
    </AuthCard>
  );
}
