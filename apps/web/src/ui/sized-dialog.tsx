import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export interface SizedDialogProps {
  title: ReactNode;
  /** The dialog's width in px (the spec's dialog widths); it narrows to the screen on a phone. */
  width: number;
  /** Left out while the dialog must stay open (an upload in progress). */
  onClose?: () => void;
  /** Content and actions below the title. */
  children: ReactNode;
}

/** An open dialog of one of the spec's widths, with its title. */
export function SizedDialog({ title, width, onClose, children }: SizedDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: width } } }}
    >
      <DialogTitle>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
