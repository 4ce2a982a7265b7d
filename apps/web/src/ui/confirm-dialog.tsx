import { MESSAGES } from '@adcast/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Part 2 §2: 'Please confirm your action', 'Are you sure?', Cancel and 'Yes!' unless told otherwise. */
export function ConfirmDialog({
  open,
  title = MESSAGES.confirmTitle,
  text = MESSAGES.confirmText,
  confirmLabel = MESSAGES.confirmButton,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // A confirmation may open over another dialog: ids of its own keep both names right.
  const titleId = useId();
  // Gone at once when answered: one still fading out inside a dialog that closes meanwhile stayed
  // registered as open, leaving the app aria-hidden and the focus outside every dialog.
  if (!open) return null;
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
