import { countLabel } from '@adcast/domain/paging';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { StatusDot } from './status-dot';

export interface StatusTileProps {
  status: string;
  /** Defaults to the status name; always shown in lower case. */
  label?: string;
  count?: number;
  /** The count is a lower bound (it stopped at its cap): shown as "1,000+". */
  capped?: boolean;
  color?: string;
  active?: boolean;
  compact?: boolean;
  onSelect?: (status: string) => void;
}

/** A status box (part 2 §2): label in lower case, optional count; a click reports the status name. */
export function StatusTile({
  status,
  label,
  count,
  capped = false,
  color,
  active = false,
  compact = false,
  onSelect,
}: StatusTileProps) {
  return (
    <ButtonBase
      aria-pressed={active}
      data-compact={compact || undefined}
      onClick={() => onSelect?.(status)}
      sx={{
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        alignItems: compact ? 'center' : 'flex-start',
        gap: compact ? 1 : 0.5,
        minWidth: compact ? 0 : 120,
        px: compact ? 1.5 : 2,
        py: compact ? 0.75 : 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.primary',
        transition: 'background-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Typography component="span" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {color && <StatusDot color={color} />}
        {(label ?? status).toLowerCase()}
      </Typography>
      {count !== undefined && (
        <Typography component="span" variant={compact ? 'body2' : 'h6'} sx={{ fontWeight: 600 }}>
          {capped ? countLabel(count, true) : count}
        </Typography>
      )}
    </ButtonBase>
  );
}
