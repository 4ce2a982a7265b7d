import {
  BULK_EDIT_MESSAGES,
  type BulkEditField,
  type BulkEditValue,
  valueProblems,
} from '@adcast/domain/contracts/bulk-edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { BulkEditValueField } from './bulk-edit-value';

export interface BulkEditDialogProps {
  fields: readonly [BulkEditField<never>, ...BulkEditField<never>[]];
  /** How many rows are selected. */
  count: number;
  onPreview: (field: string, value: BulkEditValue) => void;
  onCancel: () => void;
}

/** What a value would break: nothing chosen yet, or the field's own rule (the single-record form's). */
const problemOf = (field: BulkEditField<never>, value: BulkEditValue | undefined) =>
  value === undefined ? BULK_EDIT_MESSAGES.choose(field.label) : valueProblems(field, value)[0];

/** The bulk edit's first step: a field and its new value, checked by the field's rule before the preview. */
export function BulkEditDialog({ fields, count, onPreview, onCancel }: BulkEditDialogProps) {
  const [key, setKey] = useState(fields[0].field);
  const [value, setValue] = useState<BulkEditValue | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const field = fields.find((each) => each.field === key) ?? fields[0];
  const problem = problemOf(field, value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem && value !== undefined) onPreview(field.field, value);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="bulk-edit-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="bulk-edit-title">{BULK_EDIT_MESSAGES.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{BULK_EDIT_MESSAGES.rowsSelected(count)}</DialogContentText>
            <TextField
              select
              label={BULK_EDIT_MESSAGES.field}
              value={field.field}
              onChange={(event) => {
                setKey(event.target.value);
                setValue(undefined);
                setTried(false);
              }}
              fullWidth
            >
              {fields.map((each) => (
                <MenuItem key={each.field} value={each.field}>
                  {each.label}
                </MenuItem>
              ))}
            </TextField>
            <BulkEditValueField
              key={field.field}
              field={field}
              value={value}
              onChange={setValue}
              error={tried ? problem : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            {BULK_EDIT_MESSAGES.preview}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
