import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `dirty`, leaving the page asks first: a route change through the app opens a dialog, and
 * closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Unsaved changes"
      text={UI_MESSAGES.unsavedChanges}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
