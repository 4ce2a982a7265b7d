import type { Video } from '@adcast/domain/catalogue/videos';
import type { FieldsOf } from '../../records/update-many';

const joined = (values: string[]) => values.join(', ');

/** The fields a catalogue write answers and compares, as the table shows them. */
export const VIDEO_FIELDS: FieldsOf<Video> = (video) => ({
  title: video.title,
  description: video.description,
  caption: video.caption,
  artist: video.artist,
  publishedAt: video.publishedAt,
  category: video.category,
  tags: joined(video.tags),
  genres: joined(video.genres),
  flags: joined(video.flags),
  ownerType: video.ownerType,
  owner: video.companyOwner,
  thumbnail: video.posters[0] ?? null,
  numberOfPlaylists: video.numberOfPlaylists,
});
