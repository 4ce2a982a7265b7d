import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { Video } from '@adcast/domain/catalogue/videos';
import { formatDuration } from '@adcast/domain/format';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../../session/can';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { THUMBNAIL_RULES } from './thumbnail-rules';
import { useThumbnailUpload, useVideoUpdate } from './video-api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** The description, read or edited (the edit toggle of part 1 §2). */
function DescriptionField({ video }: { video: Video }) {
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(video.description ?? '');
  const update = useVideoUpdate();
  const save = () =>
    update.mutate(
      { id: video.id, update: { version: video.version, description: text } },
      { onSuccess: () => setEditing(false) },
    );
  if (!editing)
    return (
      <Fact label="Description">
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', flex: 1 }}>
            {video.description || '—'}
          </Typography>
          {can(CATALOGUE_PERMISSIONS.metadata) && (
            <IconButton size="small" aria-label="Edit description" onClick={() => setEditing(true)}>
              <EditIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      </Fact>
    );
  return (
    <Stack spacing={1}>
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => setEditing(false)}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          Save description
        </Button>
      </Box>
    </Stack>
  );
}

/** The preview dialog's Info tab: duration, caption, tags, description, thumbnail upload. */
export function VideoInfoPanel({ video }: { video: Video }) {
  const can = useCan();
  const upload = useThumbnailUpload();
  return (
    <Stack spacing={2}>
      <Fact label="Duration">{formatDuration(video.duration)}</Fact>
      <Fact label="Caption">{video.caption || '—'}</Fact>
      <Fact label="Tags">
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {video.tags.length === 0
            ? '—'
            : video.tags.map((tag) => <Chip key={tag} size="small" label={tag} />)}
        </Box>
      </Fact>
      <DescriptionField key={video.version} video={video} />
      {can(CATALOGUE_PERMISSIONS.metadata) && (
        <ImageUpload
          label="Upload thumbnail"
          file={null}
          currentUrl={video.posters[0]}
          onChange={(file) => file && upload.mutate({ id: video.id, file })}
          rules={THUMBNAIL_RULES}
          sizeLabel={`Max ${IMAGE_MAX_MEGABYTES} MB`}
          disabled={upload.isPending}
        />
      )}
    </Stack>
  );
}
