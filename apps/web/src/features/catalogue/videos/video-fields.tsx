import Stack from '@mui/material/Stack';
import { ValuePicker } from '../../../ui/pickers/value-picker';
import { artistSource, flagSource, genreSource, tagSource } from '../catalogue-sources-api';
import { publishedAtError } from './published-at';
import { PublishedAtField } from './published-at-field';

/** The metadata both video dialogs edit (part 2 §2): tags, genre, flags, artist, Published At. */
export interface VideoFieldValues {
  tags: string[];
  genre: string | null;
  flags: string[];
  artist: string | null;
  /** YYYY-MM-DD, '' for none. */
  publishedAt: string;
}

export const EMPTY_VIDEO_FIELDS: VideoFieldValues = {
  tags: [],
  genre: null,
  flags: [],
  artist: null,
  publishedAt: '',
};

export const videoFieldsValid = (values: VideoFieldValues) => publishedAtError(values.publishedAt) === null;

export function VideoFields({
  values,
  onChange,
}: {
  values: VideoFieldValues;
  onChange: (patch: Partial<VideoFieldValues>) => void;
}) {
  return (
    <Stack spacing={2}>
      <ValuePicker
        multiple
        allowCustom
        source={tagSource}
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
      />
      <ValuePicker
        allowCustom
        source={genreSource}
        value={values.genre}
        onChange={(genre) => onChange({ genre })}
      />
      <ValuePicker
        multiple
        allowCustom
        source={flagSource}
        value={values.flags}
        onChange={(flags) => onChange({ flags })}
      />
      <ValuePicker
        allowCustom
        source={artistSource}
        value={values.artist}
        onChange={(artist) => onChange({ artist })}
      />
      <PublishedAtField value={values.publishedAt} onChange={(publishedAt) => onChange({ publishedAt })} />
    </Stack>
  );
}
