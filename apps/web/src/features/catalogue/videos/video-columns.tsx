import type { Video } from '@adcast/domain/catalogue/videos';
import { VIDEO_COLUMNS, VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { actionsColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DateWithTime } from '../../../ui/date-with-time';
import { DurationCell, PlayCell, PosterCell, ValuesCell } from './video-cells';

export interface VideoColumnOptions {
  /** Embedded for one owner: the owner column is removed (part 2 §2). */
  ownerShown: boolean;
  onPlay: (video: Video) => void;
  /** The row menu's 'Metadata'; absent without videos-metadata-create. */
  onMetadata?: (video: Video) => void;
}

/** Part 2 §2: the owner's name, or 'Not assigned'. */
export const ownerNameOf = (video: Video): string =>
  video.companyOwner ?? video.publisherVideo?.name ?? video.coVideo?.name ?? VIDEO_SCREEN.notAssigned;

const dateColumn = (id: 'publishedAt' | 'createdOn' | 'updatedOn', label: string): DataColumn<Video> => ({
  id,
  label,
  sortProperty: id,
  render: (video) => (video[id] ? <DateWithTime value={video[id]} /> : null),
});

const valuesColumn = (id: 'tags' | 'genres' | 'flags', label: string): DataColumn<Video> => ({
  id,
  label,
  render: (video) => <ValuesCell values={video[id]} what={label.toLowerCase()} title={video.title} />,
});

/** Part 2 §2 videos table columns (the select checkbox comes from the table's row selection). */
export function videoColumns({ ownerShown, onPlay, onMetadata }: VideoColumnOptions): DataColumn<Video>[] {
  const columns: (DataColumn<Video> | false)[] = [
    {
      id: 'image',
      label: VIDEO_COLUMNS.image,
      labelHidden: true,
      phone: false,
      render: (video) => <PosterCell url={video.posters[0]} title={video.title} />,
    },
    {
      id: 'title',
      label: VIDEO_COLUMNS.title,
      sortProperty: 'title',
      phone: true,
      maxWidth: 280,
      render: (video) => video.title,
    },
    {
      id: 'preview',
      label: VIDEO_COLUMNS.preview,
      labelHidden: true,
      phone: true,
      render: (video) => <PlayCell title={video.title} onPlay={() => onPlay(video)} />,
    },
    {
      id: 'duration',
      label: VIDEO_COLUMNS.duration,
      sortProperty: 'duration',
      align: 'right',
      render: (video) => <DurationCell video={video} />,
    },
    {
      id: 'numberOfPlaylists',
      label: VIDEO_COLUMNS.collections,
      sortProperty: 'numberOfPlaylists',
      align: 'right',
      render: (video) => video.numberOfPlaylists,
    },
    valuesColumn('tags', VIDEO_COLUMNS.tags),
    valuesColumn('genres', VIDEO_COLUMNS.genres),
    valuesColumn('flags', VIDEO_COLUMNS.flags),
    ownerShown && { id: 'owner', label: VIDEO_COLUMNS.owner, render: ownerNameOf },
    {
      id: 'artist',
      label: VIDEO_COLUMNS.artist,
      sortProperty: 'artist',
      render: (video) => video.artist ?? '',
    },
    dateColumn('publishedAt', VIDEO_COLUMNS.publishedAt),
    dateColumn('createdOn', VIDEO_COLUMNS.createdOn),
    dateColumn('updatedOn', VIDEO_COLUMNS.updatedOn),
    actionsColumn<Video>(
      (video) => video.title,
      (video) => (onMetadata ? [{ label: VIDEO_SCREEN.metadata, onSelect: () => onMetadata(video) }] : []),
    ),
  ];
  return columns.filter((column): column is DataColumn<Video> => column !== false);
}
