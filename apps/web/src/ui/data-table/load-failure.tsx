import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessages } from '../../api/notify-error';

/** Why a table's rows could not be loaded, and how to ask again. */
export type LoadFailure = { messages: string[]; retry: () => void };

/** A failed list query as the table shows it: its messages (the server's, else the list's), and a retry. */
export function loadFailureOf(query: {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}): LoadFailure | undefined {
  if (!query.isError) return undefined;
  const messages = errorMessages(query.error, UI_MESSAGES.listLoadFailed);
  return {
    messages: messages.length > 0 ? messages : [UI_MESSAGES.listLoadFailed],
    retry: () => void query.refetch(),
  };
}

/** Shown in place of the rows: a failed load is never mistaken for an empty list. */
export function LoadFailureNotice({ failure }: { failure: LoadFailure }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={failure.retry}>
          {UI_MESSAGES.retry}
        </Button>
      }
    >
      {failure.messages.join(' ')}
    </Alert>
  );
}
