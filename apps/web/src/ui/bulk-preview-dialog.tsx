import { ENTITY_STATUS_OPTIONS, labelOfKey } from '@adcast/domain/enumerations';
import { BULK_MESSAGES, type BulkActionResult, type BulkChange } from '@adcast/domain/list-actions';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

type FieldValue = BulkChange['fields'][number]['before'];

const valueLabel = (value: FieldValue) =>
  value === null
    ? '—'
    : (ENTITY_STATUS_OPTIONS.find((option) => option.key === value)?.label ?? String(value));

const fieldsText = (change: BulkChange, labelOf: (field: string) => string) =>
  change.fields
    .map(({ field, before, after }) => `${labelOf(field)}: ${valueLabel(before)} → ${valueLabel(after)}`)
    .join(', ');

export interface BulkPreviewDialogProps {
  title: string;
  /** The confirm button, given how many rows will change. */
  confirmLabel: (count: number) => string;
  /** How a changed field is named (its key in words unless given). */
  labelOf?: (field: string) => string;
  /** The dry run's answer: the rows and their fields before → after, and the rows left as they are. */
  preview: BulkActionResult | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before a bulk change is applied: what it will change, row by row, and what it cannot. */
export function BulkPreviewDialog({
  title,
  confirmLabel,
  labelOf = labelOfKey,
  preview,
  onConfirm,
  onCancel,
}: BulkPreviewDialogProps) {
  const changes = preview?.changes ?? [];
  const skipped = preview?.skipped ?? [];
  return (
    <Dialog open={preview !== null} onClose={onCancel} aria-labelledby="bulk-preview-title" fullWidth>
      <DialogTitle id="bulk-preview-title">{title}</DialogTitle>
      <DialogContent>
        {changes.length === 0 ? (
          <Typography>{BULK_MESSAGES.nothingToChange}</Typography>
        ) : (
          <List dense aria-label="Changes" disablePadding>
            {changes.map((change) => (
              <ListItem key={change.id} disableGutters>
                <ListItemText primary={change.name} secondary={fieldsText(change, labelOf)} />
              </ListItem>
            ))}
          </List>
        )}
        {skipped.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {BULK_MESSAGES.skippedHeading}
            </Typography>
            <List dense aria-label={BULK_MESSAGES.skippedHeading} disablePadding>
              {skipped.map((skip) => (
                <ListItem key={skip.id} disableGutters>
                  <ListItemText primary={skip.name || `#${skip.id}`} secondary={skip.reason} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        {changes.length > 0 && (
          <Button variant="contained" onClick={onConfirm} autoFocus>
            {confirmLabel(changes.length)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
