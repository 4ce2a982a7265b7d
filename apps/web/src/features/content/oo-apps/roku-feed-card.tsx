import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_FEED_STATUS_OPTIONS, type RokuFeedStatus } from '@adcast/domain/content/oo-apps/roku-app';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRokuFeedStatus } from './roku-app-api';
import { RokuCard } from './roku-card';

/** The app's public feed address and its feed status with Roku (part 2 §4), set as soon as chosen. */
export function RokuFeedCard({ app, editable }: { app: OoApp; editable: boolean }) {
  const setStatus = useRokuFeedStatus(app);
  const feedUrl = new URL(app.feedUrl, window.location.origin).href;
  return (
    <RokuCard title="Content feed">
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Feed URL (Roku JSON feed): <a href={feedUrl}>{feedUrl}</a>
        </Typography>
        <TextField
          select
          label="Feed status"
          value={app.feedStatus}
          disabled={!editable || setStatus.isPending}
          onChange={(event) => setStatus.mutate(event.target.value as RokuFeedStatus)}
          sx={{ maxWidth: 320 }}
        >
          {ROKU_FEED_STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </RokuCard>
  );
}
