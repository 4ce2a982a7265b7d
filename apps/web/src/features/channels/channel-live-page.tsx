import { CHANNEL_MESSAGES, CHANNEL_SCREEN, CHANNELS_API } from '@adcast/domain/media/channels';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { HlsPlayer } from '../../ui/hls-player/hls-player';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { AdBreakCard } from './ad-break-card';
import { useChannel } from './channel-api';

const liveRoute = getRouteApi('/_authenticated/_shell/_staff/channels/$id/live');

/** /channels/{id}/live: the started channel's live stream playing. */
export function ChannelLivePage() {
  const id = liveRoute.useParams().id;
  const navigate = useNavigate();
  const channel = useChannel(id);
  return (
    <Loaded query={channel} what="channel">
      {(found) => (
        <>
          <Toolbar
            title={CHANNEL_SCREEN.live}
            nextTitle={found.title}
            onBack={() => void navigate({ to: '/channels/edit/$id', params: { id } })}
          />
          <Paper variant="outlined" sx={{ p: 2, maxWidth: 960 }}>
            {found.active ? (
              <HlsPlayer src={CHANNELS_API.livestream(found.id)} label={CHANNEL_SCREEN.live} live />
            ) : (
              <Typography role="status">{CHANNEL_MESSAGES.notBroadcasting}</Typography>
            )}
          </Paper>
          {found.active ? <AdBreakCard channelId={found.id} /> : null}
        </>
      )}
    </Loaded>
  );
}
