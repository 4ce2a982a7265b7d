import { type ChangeEvent, type HTMLInputTypeAttribute, useId } from 'react';

export interface AuthTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Shown under the field, which is then marked invalid. */
  error?: string | false;
}

/** A labelled input of the sign-in page, in plain elements (auth-page.css). */
export function AuthTextField({ label, error, onChange, ...input }: AuthTextFieldProps) {
  const id = useId();
  return (
    <div className="auth-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-help` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error && (
        <p className="auth-help" id={`${id}-help`}>
          {error}
        </p>
      )}
    </div>
  );
}
