import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { VideoUpdate } from '@adcast/domain/catalogue/video-writes';
import type { Video } from '@adcast/domain/catalogue/videos';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useVideoUpdate } from './video-api';
import { VideoFields, type VideoFieldValues, videoFieldsValid } from './video-fields';

const fieldsOf = (video: Video): VideoFieldValues => ({
  tags: video.tags,
  genre: video.genre ?? video.genres[0] ?? null,
  flags: video.flags,
  artist: video.artist,
  publishedAt: video.publishedAt ?? '',
});

/** The single video's update: the genre control holds the first genre, the others are kept. */
export function metadataUpdateOf(video: Video, values: VideoFieldValues): VideoUpdate {
  const otherGenres = video.genres.slice(1).filter((genre) => genre !== values.genre);
  return {
    version: video.version,
    tags: values.tags,
    genres: values.genre ? [values.genre, ...otherGenres] : otherGenres,
    flags: values.flags,
    artist: values.artist,
    publishedAt: values.publishedAt === '' ? null : values.publishedAt,
  };
}

/** Part 2 §2 'Metadata' (one video, from its row menu): tags, genre, flags, artist, Published At. */
export function MetadataDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const can = useCan();
  const [values, setValues] = useState(() => fieldsOf(video));
  const update = useVideoUpdate();
  const save = () =>
    update.mutate({ id: video.id, update: metadataUpdateOf(video, values) }, { onSuccess: onClose });
  return (
    <SizedDialog
      width={DIALOG_WIDTHS.metadata}
      onClose={onClose}
      title={
        <>
          {VIDEO_SCREEN.metadata}: {video.title}
        </>
      }
    >
      <DialogContent>
        <VideoFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {can(CATALOGUE_PERMISSIONS.metadata) && (
          <Button variant="contained" onClick={save} disabled={!videoFieldsValid(values) || update.isPending}>
            Save
          </Button>
        )}
      </DialogActions>
    </SizedDialog>
  );
}
