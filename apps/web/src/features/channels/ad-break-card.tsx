import { AD_BREAK_SCREEN } from '@adcast/domain/media/channel-breaks';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAdBreak } from './channel-api';

const clock = (iso: string) => new Date(iso).toLocaleTimeString();

/** Issue 26 §3: which ad is playing now in the channel's break, the time left, and the break's pod. */
export function AdBreakCard({ channelId }: { channelId: number }) {
  const adBreak = useAdBreak(channelId);
  const shown = adBreak.data;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, maxWidth: 960, mt: 2 }}
      aria-label={AD_BREAK_SCREEN.title}
      component="section"
    >
      <Typography variant="h6" component="h2">
        {AD_BREAK_SCREEN.title}
      </Typography>
      {!shown ? null : shown.placementId === null ? (
        <Typography role="status">{AD_BREAK_SCREEN.noPlacement}</Typography>
      ) : !shown.inBreak ? (
        <Typography role="status">{`${AD_BREAK_SCREEN.nextBreak}: ${clock(shown.startsAt)}`}</Typography>
      ) : (
        <>
          <Typography role="status">
            {shown.playing
              ? `${AD_BREAK_SCREEN.onAir}: ${shown.playing.advertiserName} — ${shown.playing.creativeName}`
              : `${AD_BREAK_SCREEN.onAir}: ${AD_BREAK_SCREEN.slate}`}
          </Typography>
          <Typography>{`${AD_BREAK_SCREEN.timeLeft}: ${Math.ceil(shown.secondsLeft)} s`}</Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {AD_BREAK_SCREEN.pod}
          </Typography>
          <List dense aria-label={AD_BREAK_SCREEN.pod}>
            {shown.pod.map((ad) => (
              <ListItem
                key={ad.sequence}
                aria-current={shown.playing?.sequence === ad.sequence ? 'true' : undefined}
              >
                <ListItemText
                  primary={`${ad.sequence}. ${ad.advertiserName} — ${ad.creativeName}`}
                  secondary={`${ad.lineItemName} · ${ad.durationSeconds} s · ${clock(ad.startsAt)}–${clock(ad.endsAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
