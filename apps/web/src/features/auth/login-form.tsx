import { type LoginForm, LoginFormSchema } from '@adcast/domain/patterns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { columnSx, rowSx } from '../../ui/layout';
import { OutlinedTextField } from '../../ui/outlined-text-field';

export interface LoginFormViewProps {
  onSubmit: (form: LoginForm) => void;
  pending?: boolean;
  /** The 'Register here' link shows only when a registration address is configured. */
  registerUrl?: string;
}

type Field = keyof LoginForm;

/** Each field's first message from the schema; none when the form is valid. */
function fieldErrors(form: LoginForm): Partial<Record<Field, string>> {
  const result = LoginFormSchema.safeParse(form);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Two fields kept in React state rather than react-hook-form, whose code the sign-in page would
 * otherwise load first. A field's message shows once it was changed or left (part 2 §5).
 */
export function LoginFormView({ onSubmit, pending = false, registerUrl }: LoginFormViewProps) {
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const [used, setUsed] = useState<ReadonlySet<Field>>(new Set());
  const errors = fieldErrors(form);
  const valid = Object.keys(errors).length === 0;
  const use = (field: Field) => setUsed((before) => new Set(before).add(field));
  const fieldProps = (field: Field) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      setForm((before) => ({ ...before, [field]: event.target.value }));
      use(field);
    },
    onBlur: () => use(field),
    error: used.has(field) && errors[field],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit(form);
    else setUsed(new Set<Field>(['email', 'password']));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Box sx={columnSx}>
        <OutlinedTextField
          {...fieldProps('email')}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <OutlinedTextField
          {...fieldProps('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={!valid || pending}>
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
