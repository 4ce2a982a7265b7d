import { BULK_EDIT_MESSAGES, type BulkEditValue } from '@adcast/domain/contracts/bulk-edit';
import type { BulkActionResult } from '@adcast/domain/list-actions';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { sendBulkEdit } from '../api/list-actions';
import { notifyError } from '../api/notify-error';
import { toast } from '../api/toast-store';
import { BulkPreviewDialog } from '../ui/bulk-preview-dialog';
import type { RowSelection } from '../ui/data-table/row-selection';
import { BulkEditDialog } from './bulk-edit-dialog';
import type { RecordResource, RecordRow } from './record-resource';
import { useRefreshLists } from './refresh-lists';

export interface BulkEditActionProps<T extends RecordRow, I, U, P extends string> {
  resource: RecordResource<T, I, U, P>;
  /** The list the rows were chosen in (its bulk edit call sits below it). */
  listPath: string;
  selection: RowSelection<number>;
}

type Edit = { field: string; value: BulkEditValue };

/**
 * The selection bar's Edit: a field of the contract's `bulkEdit` and its value, then a dry run
 * shows each row's change and the rows left as they are; confirming applies it, then the lists
 * refresh and the selection is cleared.
 */
export function BulkEditAction<T extends RecordRow, I, U, P extends string>({
  resource,
  listPath,
  selection,
}: BulkEditActionProps<T, I, U, P>) {
  const refreshLists = useRefreshLists(resource);
  const [choosing, setChoosing] = useState(false);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [preview, setPreview] = useState<BulkActionResult | null>(null);
  const [first, ...rest] = (resource.bulkEdit ?? []) as BulkEditDialogFields;
  if (!first) return null;
  const fields = [first, ...rest] as const;
  const labelOf = (key: string) => fields.find((field) => field.field === key)?.label ?? key;
  const ids = [...selection.selected];

  const showPreview = (field: string, value: BulkEditValue) =>
    sendBulkEdit(listPath, { ids, field, value, dryRun: true })
      .then((result) => {
        setChoosing(false);
        setEdit({ field, value });
        setPreview(result);
      })
      .catch((error: unknown) => notifyError(error, BULK_EDIT_MESSAGES.failed));

  const apply = () => {
    setPreview(null);
    if (!edit) return;
    sendBulkEdit(listPath, { ids, ...edit, dryRun: false })
      .then((result) => {
        toast.success(BULK_EDIT_MESSAGES.done(labelOf(edit.field), result.changes.length));
        selection.clear();
        refreshLists();
      })
      .catch((error: unknown) => notifyError(error, BULK_EDIT_MESSAGES.failed));
  };

  const label = edit ? labelOf(edit.field).toLowerCase() : '';
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setChoosing(true)}>
        {BULK_EDIT_MESSAGES.button}
      </Button>
      {choosing && (
        <BulkEditDialog
          fields={fields}
          count={ids.length}
          onPreview={showPreview}
          onCancel={() => setChoosing(false)}
        />
      )}
      <BulkPreviewDialog
        title={BULK_EDIT_MESSAGES.previewTitle(label)}
        confirmLabel={(count) => BULK_EDIT_MESSAGES.confirm(label, count)}
        labelOf={labelOf}
        preview={preview}
        onConfirm={apply}
        onCancel={() => setPreview(null)}
      />
    </>
  );
}

type BulkEditDialogFields = Parameters<typeof BulkEditDialog>[0]['fields'] | readonly never[];
