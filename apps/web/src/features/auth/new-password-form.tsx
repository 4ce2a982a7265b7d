import { type NewPasswordForm, NewPasswordFormSchema } from '@adcast/domain/patterns';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form-text-field';
import { columnSx } from '../../ui/layout';

export interface NewPasswordFormViewProps {
  onSubmit: (form: NewPasswordForm) => void;
  pending?: boolean;
  footer?: ReactNode;
}

/** Choose password and Confirm password; Submit stays disabled while the form is invalid (part 1 §5). */
export function NewPasswordFormView({ onSubmit, pending = false, footer }: NewPasswordFormViewProps) {
  const { control, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'all',
    defaultValues: { newPassword: '', confirmationPassword: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Box sx={columnSx}>
        <FormTextField
          control={control}
          name="newPassword"
          deps={['confirmationPassword']}
          label="Choose password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="confirmationPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || pending}>
          Submit
        </Button>
        {footer}
      </Box>
    </form>
  );
}
