import { ENTITY_STATUS_OPTIONS, type EntityStatus } from '@adcast/domain/enumerations';
import type { StatusCount } from '@adcast/domain/records';
import Box from '@mui/material/Box';
import { StatusTile } from './status-tile';

export interface StatusTileRowProps {
  /** Undefined while the counts load. */
  counts: readonly StatusCount[] | undefined;
  chosen: readonly EntityStatus[];
  onToggle: (status: EntityStatus) => void;
}

/** The status boxes above a list: a count per status; a click toggles that status in the filter. */
export function StatusTileRow({ counts, chosen, onToggle }: StatusTileRowProps) {
  return (
    <Box role="group" aria-label="Status filter" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {ENTITY_STATUS_OPTIONS.map((option) => (
        <StatusTile
          key={option.key}
          status={option.key}
          label={option.label}
          color={option.color}
          count={counts?.find((count) => count.status === option.key)?.count}
          capped={counts?.find((count) => count.status === option.key)?.capped}
          active={chosen.includes(option.key)}
          onSelect={() => onToggle(option.key)}
        />
      ))}
    </Box>
  );
}
