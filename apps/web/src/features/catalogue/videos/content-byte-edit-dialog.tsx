import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { type VideoUpdate, VideoUpdateSchema } from '@adcast/domain/catalogue/video-writes';
import type { Video } from '@adcast/domain/catalogue/videos';
import { CONTENT_BYTE_SCREEN as S } from '@adcast/domain/media/content-bytes';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useContentByteUpdate } from './content-byte-api';
import { metadataUpdateOf } from './metadata-dialog';
import { VideoFields, type VideoFieldValues, videoFieldsValid } from './video-fields';

type TextValues = { title: string; description: string; caption: string; category: string };
const TEXT_FIELDS = ['title', 'description', 'caption', 'category'] as const;

const textOf = (video: Video): TextValues => ({
  title: video.title,
  description: video.description ?? '',
  caption: video.caption ?? '',
  category: video.category ?? '',
});

const fieldsOf = (video: Video): VideoFieldValues => ({
  tags: video.tags,
  genre: video.genre ?? video.genres[0] ?? null,
  flags: video.flags,
  artist: video.artist,
  publishedAt: video.publishedAt ?? '',
});

/** What PUT /api/cb/{id} takes: every field of the dialog over the version it opened with. */
export const contentByteUpdateOf = (
  video: Video,
  text: TextValues,
  values: VideoFieldValues,
): VideoUpdate => ({
  ...metadataUpdateOf(video, values),
  ...text,
});

/**
 * A content byte's edit (PUT /api/cb/{id}): title, description, caption, category and the
 * metadata a video's dialog edits. The schema's messages show under the fields; Save waits for a
 * valid form; the version opened is sent, so a change made meanwhile is refused, not overwritten.
 */
export function ContentByteEditDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const editable = useCan()(CATALOGUE_PERMISSIONS.metadata);
  const [text, setText] = useState(() => textOf(video));
  const [values, setValues] = useState(() => fieldsOf(video));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const update = useContentByteUpdate(onClose);
  const body = contentByteUpdateOf(video, text, values);
  const checked = VideoUpdateSchema.safeParse(body);
  const errorOf = (name: (typeof TEXT_FIELDS)[number]) =>
    !touched.has(name) || checked.success
      ? undefined
      : checked.error.issues.find((issue) => issue.path[0] === name)?.message;
  const field = (name: (typeof TEXT_FIELDS)[number], multiline = false) => (
    <TextField
      key={name}
      label={S[name]}
      required={name === 'title'}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={text[name]}
      disabled={!editable}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name)}
      onChange={(event) => setText((current) => ({ ...current, [name]: event.target.value }))}
      onBlur={() => setTouched((current) => new Set(current).add(name))}
    />
  );
  return (
    <SizedDialog width={DIALOG_WIDTHS.metadata} onClose={onClose} title={S.editTitle(video.title)}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('title')}
          {field('description', true)}
          {field('caption', true)}
          {field('category')}
          <VideoFields
            values={values}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {editable && (
          <Button
            variant="contained"
            disabled={!checked.success || !videoFieldsValid(values) || update.isPending}
            onClick={() => update.mutate({ id: video.id, update: body })}
          >
            Save
          </Button>
        )}
      </DialogActions>
    </SizedDialog>
  );
}
