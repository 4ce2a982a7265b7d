import {
  BULK_ACTION_LABELS,
  BULK_MESSAGES,
  type BulkAction,
  type BulkActionResult,
} from '@adcast/domain/list-actions';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { sendBulkAction } from '../api/list-actions';
import { notifyError } from '../api/notify-error';
import { toast } from '../api/toast-store';
import { BulkPreviewDialog } from '../ui/bulk-preview-dialog';
import type { RowSelection } from '../ui/data-table/row-selection';
import type { RecordResource, RecordRow } from './record-resource';
import { useRefreshLists } from './refresh-lists';

export interface BulkStatusActionsProps<T extends RecordRow, I, U, P extends string> {
  resource: RecordResource<T, I, U, P>;
  /** The list the rows were chosen in (its bulk call sits below it). */
  listPath: string;
  selection: RowSelection<number>;
}

/**
 * The selection bar's Archive and Unarchive: a dry run first shows what will change, the change
 * is applied on confirmation, then the lists refresh and the selection is cleared.
 */
export function BulkStatusActions<T extends RecordRow, I, U, P extends string>({
  resource,
  listPath,
  selection,
}: BulkStatusActionsProps<T, I, U, P>) {
  const refreshLists = useRefreshLists(resource);
  const [action, setAction] = useState<BulkAction>('ARCHIVE');
  const [preview, setPreview] = useState<BulkActionResult | null>(null);
  const ids = [...selection.selected];

  const showPreview = (chosen: BulkAction) => {
    setAction(chosen);
    sendBulkAction(listPath, { ids, action: chosen, dryRun: true })
      .then(setPreview)
      .catch((error: unknown) => notifyError(error, BULK_MESSAGES.failed));
  };

  const apply = () => {
    setPreview(null);
    sendBulkAction(listPath, { ids, action, dryRun: false })
      .then((result) => {
        toast.success(BULK_MESSAGES.done(action, result.changes.length));
        selection.clear();
        refreshLists();
      })
      .catch((error: unknown) => notifyError(error, BULK_MESSAGES.failed));
  };

  return (
    <>
      {(resource.bulkActions ?? []).map((each) => (
        <Button key={each} size="small" variant="outlined" onClick={() => showPreview(each)}>
          {BULK_ACTION_LABELS[each]}
        </Button>
      ))}
      <BulkPreviewDialog
        title={BULK_MESSAGES.previewTitle(action)}
        confirmLabel={(count) => BULK_MESSAGES.confirm(action, count)}
        preview={preview}
        onConfirm={apply}
        onCancel={() => setPreview(null)}
      />
    </>
  );
}
