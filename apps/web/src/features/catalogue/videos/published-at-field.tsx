import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import TextField from '@mui/material/TextField';
import { localTodayIso, publishedAtError } from './published-at';

/** Part 2 §2 Published At: a date no later than today (the error says so when typed past it). */
export function PublishedAtField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const error = publishedAtError(value);
  return (
    <TextField
      type="date"
      label={VIDEO_SCREEN.publishedAt}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localTodayIso() } }}
    />
  );
}
