import Alert from '@mui/material/Alert';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Why the last save of a form failed: the server's messages and the HTTP status. */
export interface SaveFailure {
  status: number | undefined;
  messages: readonly string[];
}

const SaveFailureContext = createContext<SaveFailure | null>(null);

/** Gives the form below the failure of its last save (none: the last save went through). */
export function SaveFailureProvider({
  failure,
  children,
}: {
  failure: SaveFailure | null;
  children: ReactNode;
}) {
  return <SaveFailureContext value={failure}>{children}</SaveFailureContext>;
}

const CONFLICT = 409;

/**
 * Shows a failed save on the form, not only in a toast: a 409 that names the name goes on the
 * Name field (a name taken); every message also stands above the form's buttons.
 */
export function useSaveFailure<I extends FieldValues>(form: UseFormReturn<I, unknown, unknown>) {
  const failure = useContext(SaveFailureContext);
  useEffect(() => {
    if (!failure || failure.status !== CONFLICT) return;
    const nameClash = failure.messages.find((message) => /\bname\b/i.test(message));
    if (nameClash && 'name' in form.getValues()) {
      form.setError('name' as Path<I>, { type: 'server', message: nameClash }, { shouldFocus: true });
    }
  }, [failure, form]);
  return failure;
}

export function SaveFailureAlert({ failure }: { failure: SaveFailure | null }) {
  if (!failure || failure.messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {failure.messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
