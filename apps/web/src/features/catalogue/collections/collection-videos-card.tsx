import type { CollectionVideo } from '@adcast/domain/catalogue/collections';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { formatDuration } from '@adcast/domain/format';
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
import { useCan } from '../../../session/can';
import { OrderActions } from '../../../ui/order-actions';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { videoSource } from '../catalogue-sources-api';
import { PosterCell } from '../videos/video-cells';
import {
  useAddCollectionVideos,
  useCollectionVideos,
  useMoveCollectionVideo,
  useRemoveCollectionVideo,
} from './collection-api';

function VideoRow({
  video,
  index,
  last,
  editable,
  onMove,
  onRemove,
}: {
  video: CollectionVideo;
  index: number;
  last: boolean;
  editable: boolean;
  onMove: (position: number) => void;
  onRemove: () => void;
}) {
  return (
    <ListItem
      divider
      secondaryAction={
        editable && (
          <OrderActions name={video.title} index={index} last={last} onMove={onMove} onRemove={onRemove} />
        )
      }
      sx={{ gap: 1.5, pr: editable ? 16 : 2 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ width: 24 }}>
        {index + 1}
      </Typography>
      <PosterCell url={video.posters[0]} title={video.title} />
      <ListItemText primary={video.title} secondary={formatDuration(video.duration)} />
    </ListItem>
  );
}

/** A collection's videos in order (part 1 §2): add, remove and move (position). */
export function CollectionVideosCard({
  collectionId,
  archived,
}: {
  collectionId: number;
  archived: boolean;
}) {
  const editable = useCan()(CATALOGUE_PERMISSIONS.editCollection) && !archived;
  const videos = useCollectionVideos(collectionId);
  const add = useAddCollectionVideos(collectionId);
  const remove = useRemoveCollectionVideo(collectionId);
  const move = useMoveCollectionVideo(collectionId);
  const [chosen, setChosen] = useState<number[]>([]);
  const rows = videos.data?.content ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 3, maxWidth: 720 }}>
      <CardHeader title="Videos" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
            <Box sx={{ flex: 1 }}>
              <EntityPicker multiple source={videoSource} value={chosen} onChange={setChosen} />
            </Box>
            <Button
              variant="outlined"
              disabled={chosen.length === 0 || add.isPending}
              onClick={() => add.mutate(chosen, { onSuccess: () => setChosen([]) })}
            >
              Add videos
            </Button>
          </Box>
        )}
        {rows.length === 0 && !videos.isFetching && (
          <Typography color="text.secondary">No videos in this collection yet</Typography>
        )}
        <List aria-label="Videos of the collection" dense>
          {rows.map((video, index) => (
            <VideoRow
              key={video.id}
              video={video}
              index={index}
              last={index === rows.length - 1}
              editable={editable}
              onMove={(position) => move.mutate({ videoId: video.id, position })}
              onRemove={() => remove.mutate(video.id)}
            />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
