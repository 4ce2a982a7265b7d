import { toWireDate } from '@adcast/domain/date-ranges';
import {
  APPROVAL_STATUS_OPTIONS,
  type ApprovalKey,
  type ApprovalStatus,
} from '@adcast/domain/demand/compliance';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useDecide } from './compliance-api';

export interface ApprovalDialogProps {
  items: ApprovalKey[];
  /** The state the dialog opens on (Approve or Reject chosen in the list). */
  status?: ApprovalStatus;
  note?: string | null;
  onClose: () => void;
  onDone?: () => void;
}

/** Sets one or many approvals by hand: the state, a note and the day of the decision. */
export function ApprovalDialog({
  items,
  status: initial = 'APPROVED',
  note: initialNote,
  onClose,
  onDone,
}: ApprovalDialogProps) {
  const decide = useDecide();
  const [status, setStatus] = useState<ApprovalStatus>(initial);
  const [note, setNote] = useState(initialNote ?? '');
  const [day, setDay] = useState(toWireDate(new Date()));
  const save = () =>
    decide({ items, status, note, ...(status !== 'PENDING' && day && { decidedOn: day }) }, () => {
      onDone?.();
      onClose();
    });
  const title = items.length === 1 ? 'Set approval' : `Set ${items.length} approvals`;
  return (
    <SizedDialog title={title} width={500} onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ApprovalStatus)}
          >
            {APPROVAL_STATUS_OPTIONS.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {status !== 'PENDING' && (
            <TextField
              type="date"
              label="Date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            label="Note"
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          Save
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
