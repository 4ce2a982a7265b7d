import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { CHANNEL_SCREEN } from '@adcast/domain/media/channels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { OrderActions } from '../../ui/order-actions';
import { EntityPicker } from '../../ui/pickers/entity-picker';
import { collectionSource } from '../catalogue/catalogue-sources-api';
import {
  useAddChannelPlaylist,
  useChannelPlaylists,
  useMoveChannelPlaylist,
  useRemoveChannelPlaylist,
} from './channel-api';

const readyText = (count: number) => `${count} ready video${count === 1 ? '' : 's'}`;

/** The channel's collections in play order: add, move (position) and remove. */
export function ChannelCollectionsCard({ channelId }: { channelId: number }) {
  const editable = useCan()(CATALOGUE_PERMISSIONS.editCollection);
  const playlists = useChannelPlaylists(channelId);
  const add = useAddChannelPlaylist(channelId);
  const move = useMoveChannelPlaylist(channelId);
  const remove = useRemoveChannelPlaylist(channelId);
  const [chosen, setChosen] = useState<number | null>(null);
  const rows = playlists.data ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 3, maxWidth: 720 }}>
      <CardHeader
        title={CHANNEL_SCREEN.collections}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
            <Box sx={{ flex: 1 }}>
              <EntityPicker source={collectionSource} value={chosen} onChange={setChosen} />
            </Box>
            <Button
              variant="outlined"
              disabled={chosen === null || add.isPending}
              onClick={() => chosen !== null && add.mutate(chosen, { onSuccess: () => setChosen(null) })}
            >
              {CHANNEL_SCREEN.addCollection}
            </Button>
          </Box>
        )}
        {rows.length === 0 && !playlists.isFetching && (
          <Typography color="text.secondary">{CHANNEL_SCREEN.noCollections}</Typography>
        )}
        <List aria-label="Collections of the channel" dense>
          {rows.map((row, index) => (
            <ListItem
              key={row.playlistId}
              divider
              sx={{ gap: 1.5, pr: editable ? 16 : 2 }}
              secondaryAction={
                editable && (
                  <OrderActions
                    name={row.title}
                    index={index}
                    last={index === rows.length - 1}
                    onMove={(position) => move.mutate({ playlistId: row.playlistId, position })}
                    onRemove={() => remove.mutate(row.playlistId)}
                  />
                )
              }
            >
              <Typography variant="body2" color="text.secondary" sx={{ width: 24 }}>
                {index + 1}
              </Typography>
              <ListItemText primary={row.title} secondary={readyText(row.readyVideos)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
