import { ENTITY_STATUS_OPTIONS, type EntityStatus, type EnumOption } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import { useRef } from 'react';
import { StatusTile } from './status-tile';
import { useRovingLine } from './use-roving-line';

/** One tile's count; `capped` when the count stopped at its cap. */
export interface TileCount<S extends string = string> {
  status: S;
  count: number;
  capped?: boolean;
}

export interface StatusTileRowProps<S extends string = EntityStatus> {
  /** Undefined while the counts load. */
  counts: readonly TileCount[] | undefined;
  chosen: readonly S[];
  onToggle: (status: S) => void;
  /** The tiles, in order: a record's ACTIVE, INACTIVE and ARCHIVED unless given. */
  options?: readonly EnumOption<S>[];
}

/**
 * The status boxes above a list: a count per status; a click toggles that status in the filter.
 * The row is one tab stop (a toolbar): the arrow keys move between the tiles.
 */
export function StatusTileRow<S extends string = EntityStatus>({
  counts,
  chosen,
  onToggle,
  options = ENTITY_STATUS_OPTIONS as readonly EnumOption<string>[] as readonly EnumOption<S>[],
}: StatusTileRowProps<S>) {
  const row = useRef<HTMLDivElement>(null);
  const roving = useRovingLine(row, 'button');
  return (
    <Box
      ref={row}
      role="toolbar"
      aria-label="Status filter"
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
    >
      {options.map((option) => (
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
