import { CHANNEL_SCREEN, type Channel } from '@adcast/domain/media/channels';
import Chip from '@mui/material/Chip';

/** Whether the channel is on air. */
export function BroadcastState({ channel }: { channel: Channel }) {
  return channel.active ? (
    <Chip size="small" color="success" label={CHANNEL_SCREEN.broadcasting} />
  ) : (
    <Chip size="small" label={CHANNEL_SCREEN.offAir} />
  );
}
