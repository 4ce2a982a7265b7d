import Chip from '@mui/material/Chip';
import { displayDate } from '../../../ui/date-range-selector';

/** A partner's latest flagged day (its figures differed from ours by more than its threshold), or a dash. */
export function DiscrepancyFlag({ day }: { day: string | null }) {
  if (!day) return <>—</>;
  return <Chip size="small" color="warning" variant="outlined" label={`Flagged ${displayDate(day)}`} />;
}
