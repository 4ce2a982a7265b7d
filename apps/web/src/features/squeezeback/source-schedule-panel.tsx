import { canonicalTimeZone } from '@adcast/domain/inventory/targeting-day-parts';
import { SCHEDULE_TEXT, scheduleAt, zonedDateTime } from '@adcast/domain/squeezeback/source-schedule';
import type { Source } from '@adcast/domain/squeezeback/sources';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

export const SCHEDULE_PANEL_TITLE = 'Schedule';
const MINUTE_MS = 60_000;

/** The clock, moved on each minute: slots start and end on the hour. */
function useMinuteClock(fixed: Date | undefined): number {
  const [now, setNow] = useState(() => (fixed ?? new Date()).getTime());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ? fixed.getTime() : now;
}

/**
 * Whether the source is in a scheduled slot now and its next slots (split at midnight), on the
 * schedule's clock: what its channel's live playlist marks as squeezeback.
 */
export function SourceSchedulePanel({ source, now }: { source: Source; now?: Date }) {
  const at = useMinuteClock(now);
  const zone = canonicalTimeZone(source.schedule.timeZone);
  const state = scheduleAt(source.schedule, at);
  const titleId = `source-schedule-${source.id}`;
  const notes: string[] = [
    ...(source.status === 'ACTIVE' ? [] : [SCHEDULE_TEXT.inactive]),
    ...(source.channel === null ? [SCHEDULE_TEXT.noChannel] : []),
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {SCHEDULE_PANEL_TITLE}
      </Typography>
      {source.schedule.slots.length === 0 ? (
        <Typography>{SCHEDULE_TEXT.noSlots}</Typography>
      ) : (
        <>
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
            <Chip
              size="small"
              color={state.onNow ? 'success' : 'default'}
              label={state.onNow ? 'On now' : 'Off now'}
            />
            {state.onNow
              ? SCHEDULE_TEXT.onNow(zonedDateTime(state.onNow.end, zone), zone)
              : SCHEDULE_TEXT.offNow}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            Next slots ({zone})
          </Typography>
          <ul aria-label="Next slots">
            {state.next.map((window) => (
              <li key={window.start}>{SCHEDULE_TEXT.window(window, zone)}</li>
            ))}
          </ul>
        </>
      )}
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary">
          {note}
        </Typography>
      ))}
    </Paper>
  );
}
