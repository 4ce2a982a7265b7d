import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useState } from 'react';
import { columnSx } from './layout';
import { SizedDialog } from './sized-dialog';

export interface WorkListDialogProps<T> {
  title: string;
  width: number;
  /** The list as its query reads it: a bar until the first answer, `empty` when it holds nothing. */
  query: { data: T[] | undefined; isPending: boolean; isSuccess: boolean };
  keyOf: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
  loadingLabel: string;
  empty: string;
  closeLabel: string;
  onClose: () => void;
}

/** Background work a user follows (feed imports, video processing): one row each, divided, and Close. */
export function WorkListDialog<T>({
  title,
  width,
  query,
  keyOf,
  renderRow,
  loadingLabel,
  empty,
  closeLabel,
  onClose,
}: WorkListDialogProps<T>) {
  const rows = query.data ?? [];
  return (
    <SizedDialog width={width} onClose={onClose} title={title}>
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        {query.isPending && <LinearProgress aria-label={loadingLabel} />}
        {query.isSuccess && rows.length === 0 && <Typography>{empty}</Typography>}
        {rows.map((row, i) => (
          <Fragment key={keyOf(row)}>
            {i > 0 && <Divider />}
            {renderRow(row)}
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** A toolbar button that opens its dialog, shown only to users `allowed` to use it. */
export function DialogButton({
  label,
  allowed,
  variant = 'text',
  dialog,
}: {
  label: string;
  allowed: boolean;
  variant?: 'text' | 'outlined' | 'contained';
  dialog: (onClose: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
