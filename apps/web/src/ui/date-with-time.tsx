import { formatDate, formatTime } from '@adcast/domain/format';
import Tooltip from '@mui/material/Tooltip';

/** Part 1 §9: a date as MM/dd/yyyy whose tooltip shows the time as HH:mm. */
export function DateWithTime({ value }: { value: string }) {
  return (
    <Tooltip title={formatTime(value)} describeChild>
      <span>{formatDate(value)}</span>
    </Tooltip>
  );
}
