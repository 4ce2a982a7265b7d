import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import {
  OWNER_TYPE_FILTER_OPTIONS,
  type OwnerTypeFilter,
  THUMBNAIL_FILTER_OPTIONS,
  type ThumbnailFilter,
  UPDATED_DAYS_AGO_OPTIONS,
} from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { publisherSource } from '../../../resource/picker-sources-api';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { ValuePicker } from '../../../ui/pickers/value-picker';
import {
  artistSource,
  contentOwnerSource,
  flagSource,
  genreSource,
  tagSource,
} from '../catalogue-sources-api';
import type { VideoSearch } from './video-search';

export interface VideoFilterPanelProps {
  search: VideoSearch;
  onChange: (patch: Partial<VideoSearch>) => void;
  /** Embedded for one owner: no owner type and no owner chips. */
  ownerFilters: boolean;
}

const ANY = '';

/** Part 2 §2 filter panel: flags, tags, genres, artists, owner type with its owner chips, thumbnail, updated. */
export function VideoFilterPanel({ search, onChange, ownerFilters }: VideoFilterPanelProps) {
  const ownerType = search.ownerType ?? 'ALL';
  return (
    <Box
      role="region"
      aria-label={VIDEO_SCREEN.filters}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        mb: 2,
      }}
    >
      <ValuePicker
        multiple
        source={flagSource}
        value={search.flags ?? []}
        onChange={(flags) => onChange({ flags })}
      />
      <ValuePicker
        multiple
        source={tagSource}
        value={search.tags ?? []}
        onChange={(tags) => onChange({ tags })}
      />
      <ValuePicker
        multiple
        source={genreSource}
        value={search.genres ?? []}
        onChange={(genres) => onChange({ genres })}
      />
      <ValuePicker
        multiple
        source={artistSource}
        value={search.artists ?? []}
        onChange={(artists) => onChange({ artists })}
      />
      {ownerFilters && (
        <TextField
          select
          label={VIDEO_SCREEN.ownerType}
          value={ownerType}
          onChange={(event) =>
            onChange({
              ownerType: event.target.value as OwnerTypeFilter,
              contentOwnerId: [],
              publisherIds: [],
            })
          }
        >
          {OWNER_TYPE_FILTER_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {ownerFilters && ownerType === 'PUBLISHER' && (
        <EntityPicker
          multiple
          source={publisherSource}
          value={search.publisherIds ?? []}
          onChange={(publisherIds) => onChange({ publisherIds })}
        />
      )}
      {ownerFilters && ownerType === 'CONTENT_OWNER' && (
        <EntityPicker
          multiple
          source={contentOwnerSource}
          value={search.contentOwnerId ?? []}
          onChange={(contentOwnerId) => onChange({ contentOwnerId })}
        />
      )}
      <TextField
        select
        label={VIDEO_SCREEN.thumbnail}
        value={search.missing ?? 'ALL'}
        onChange={(event) => onChange({ missing: event.target.value as ThumbnailFilter })}
      >
        {THUMBNAIL_FILTER_OPTIONS.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={VIDEO_SCREEN.updated}
        value={search.dateFrom ?? ANY}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) =>
          onChange({
            dateFrom:
              event.target.value === ANY ? undefined : (Number(event.target.value) as 1 | 7 | 30 | 31),
          })
        }
      >
        <MenuItem value={ANY}>Any time</MenuItem>
        {UPDATED_DAYS_AGO_OPTIONS.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
