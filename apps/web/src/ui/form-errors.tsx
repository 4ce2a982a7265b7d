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

/** A 409 message the server words for one field, with the field it goes under (a Deal ID taken). */
export type ConflictFields<I extends FieldValues> = Readonly<Record<string, Path<I>>>;

const NO_CONFLICTS = {};

/**
 * Shows a failed save on the form, not only in a toast: a 409 goes on the field it is about (the
 * form's `conflicts`, else the Name field when it names the name); every message also stands above
 * the form's buttons.
 */
export function useSaveFailure<I extends FieldValues>(
  form: UseFormReturn<I, unknown, unknown>,
  conflicts: ConflictFields<I> = NO_CONFLICTS,
) {
  const failure = useContext(SaveFailureContext);
  useEffect(() => {
    if (!failure || failure.status !== CONFLICT) return;
    const fieldClash = failure.messages.find((message) => message in conflicts);
    if (fieldClash) {
      form.setError(conflicts[fieldClash]!, { type: 'server', message: fieldClash }, { shouldFocus: true });
      return;
    }
    const nameClash = failure.messages.find((message) => /\bname\b/i.test(message));
    if (nameClash && 'name' in form.getValues()) {
      form.setError('name' as Path<I>, { type: 'server', message: nameClash }, { shouldFocus: true });
    }
  }, [failure, form, conflicts]);
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
