import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';

export interface OrderActionsProps {
  /** The row's name in the buttons' labels ('Move Clip up'). */
  name: string;
  index: number;
  last: boolean;
  onMove: (position: number) => void;
  onRemove: () => void;
}

/** Up, down and remove for a row of a hand-ordered list; a move names the new position (0 first). */
export function OrderActions({ name, index, last, onMove, onRemove }: OrderActionsProps) {
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
