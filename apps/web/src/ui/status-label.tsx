import {
  ENTITY_STATUS_OPTIONS,
  type EntityStatus,
  type EnumOption,
  optionOf,
} from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import { StatusDot } from './status-dot';

/** A status as its colour dot and label (part 2 §3 colours); the dot alone names it for screen readers. */
export function StatusLabel<S extends string = EntityStatus>({
  status,
  dotOnly = false,
  options = ENTITY_STATUS_OPTIONS as readonly EnumOption<string>[] as readonly EnumOption<S>[],
}: {
  status: S;
  dotOnly?: boolean;
  /** The status enumeration: a record's ACTIVE, INACTIVE and ARCHIVED unless given. */
  options?: readonly EnumOption<S>[];
}) {
  const option = optionOf(options, status);
  const color = option?.color ?? 'grey';
  const label = option?.label ?? status;
  if (dotOnly) return <StatusDot color={color} label={label} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <StatusDot color={color} />
      {label}
    </Box>
  );
}

export const statusColorOf = (status: EntityStatus) => optionOf(ENTITY_STATUS_OPTIONS, status)?.color;
