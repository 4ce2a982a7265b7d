import { type LoginForm, LoginFormSchema } from '@adcast/domain/patterns';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AuthTextField } from './auth-text-field';

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
 * Two fields in React state and plain elements rather than react-hook-form and MUI, whose code
 * the sign-in page would otherwise load first. A field's message shows once it was changed or
 * left (part 2 §5).
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
    onChange: (value: string) => {
      setForm((before) => ({ ...before, [field]: value }));
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
    <form noValidate className="auth-form" onSubmit={submit}>
      <AuthTextField {...fieldProps('email')} label="Email" type="email" autoComplete="username" autoFocus />
      <AuthTextField
        {...fieldProps('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="auth-button" disabled={!valid || pending}>
        Sign in
      </button>
      <div className="auth-links">
        <Link to="/forgot-password">Forgot your password</Link>
        {registerUrl && <a href={registerUrl}>Register here</a>}
      </div>
    </form>
  );
}
