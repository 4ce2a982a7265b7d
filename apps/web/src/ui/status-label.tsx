import { ENTITY_STATUS_OPTIONS, type EntityStatus, optionOf } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import { StatusDot } from './status-dot';

/** A status as its colour dot and label (part 2 §3 colours). */
export function StatusLabel({ status }: { status: EntityStatus }) {
  const option = optionOf(ENTITY_STATUS_OPTIONS, status);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <StatusDot color={option?.color ?? 'grey'} />
      {option?.label ?? status}
    </Box>
  );
}

export const statusColorOf = (status: EntityStatus) => optionOf(ENTITY_STATUS_OPTIONS, status)?.color;
