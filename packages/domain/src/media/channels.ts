import { z } from 'zod';

/** Part 1 §5: ad frequency options 1 to 5 minutes (default 3); ad duration 30/60/90/120 s (default 60). */
export const AD_FREQUENCY_OPTIONS = [1, 2, 3, 4, 5] as const;
export const AD_DURATION_OPTIONS = [30, 60, 90, 120] as const;
export const DEFAULT_AD_FREQUENCY = 3;
export const DEFAULT_AD_DURATION = 60;

export const AdsConfigurationSchema = z.object({
  adFrequency: z
    .number()
    .int()
    .refine(
      (value) => (AD_FREQUENCY_OPTIONS as readonly number[]).includes(value),
      'Ad frequency must be 1 to 5 minutes',
    )
    .default(DEFAULT_AD_FREQUENCY),
  adsDuration: z
    .number()
    .int()
    .refine(
      (value) => (AD_DURATION_OPTIONS as readonly number[]).includes(value),
      'Ad duration must be 30, 60, 90 or 120 seconds',
    )
    .default(DEFAULT_AD_DURATION),
});

/** Part 1 §3 Channel: title, description, adsConfiguration (the image is sent as its own part). */
export const ChannelInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().min(1, 'Description is required').max(2000),
  adsConfiguration: AdsConfigurationSchema.default({
    adFrequency: DEFAULT_AD_FREQUENCY,
    adsDuration: DEFAULT_AD_DURATION,
  }),
  /** The placement whose line items fill the ad breaks (server-side ad insertion); null plays slate. */
  placementId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type ChannelInput = z.infer<typeof ChannelInputSchema>;

/** Part 2 §7: create and update are multipart, the channel JSON and its optional image file (JSON alone also works). */
export const CHANNEL_UPLOAD_PARTS = { channel: 'channel', image: 'imageFile' } as const;
export const ChannelUpdateSchema = ChannelInputSchema.extend({ version: z.number().int().positive() });
export type ChannelUpdate = z.infer<typeof ChannelUpdateSchema>;

export const ChannelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  adsConfiguration: z.object({ adFrequency: z.number().int(), adsDuration: z.number().int() }),
  active: z.boolean(),
  startedAt: z.string().nullable(),
  placementId: z.number().int().nullable(),
  playlistCount: z.number().int(),
  /** The channel's image (part 1 §3), served publicly by content hash; null when none was given. */
  imageUrl: z.string().nullable(),
  version: z.number().int(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelPlaylistSchema = z.object({
  playlistId: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  readyVideos: z.number().int(),
});
export type ChannelPlaylist = z.infer<typeof ChannelPlaylistSchema>;

const DbId = z.number().int().positive().max(2_147_483_647);
export const ChannelPlaylistAddSchema = z.object({ playlistId: DbId });
/** Reorder: the collection moves to `position` (0 first). */
export const ChannelPlaylistMoveSchema = z.object({
  playlistId: DbId,
  position: z.number().int().min(0).max(100_000),
});

export const CHANNEL_MESSAGES = {
  notBroadcasting: 'The channel is not broadcasting; start it to watch the live stream',
  nothingToPlay: 'The channel has no ready videos to broadcast yet',
  notFound: 'Channel not found',
  stale: 'The channel was changed by someone else; reload it and try again',
  unknownPlaylist: 'The collection does not exist',
  alreadyAdded: 'The collection is already on the channel',
  unknownPlacement: 'The placement does not exist',
  updated: 'Channel updated successfully',
  created: 'Channel created successfully',
} as const;

/** The channel screens' words the spec does not give. */
export const CHANNEL_SCREEN = {
  title: 'Channels',
  list: 'Channels list',
  create: 'New channel',
  edit: 'Edit channel',
  collections: 'Collections',
  addCollection: 'Add collection',
  start: 'Start broadcast',
  stop: 'Stop broadcast',
  confirmStop: (title: string) => `Stop broadcasting "${title}"? Players watching it lose the stream.`,
  started: 'Channel started broadcasting',
  stopped: 'Channel stopped broadcasting',
  live: 'Live stream',
  watch: 'Watch live',
  broadcasting: 'Broadcasting',
  offAir: 'Off air',
  noCollections: 'No collections yet: add one to broadcast its ready videos.',
  errorFetching: 'Error occurred while fetching channels',
  adFrequency: 'Ad frequency',
  adDuration: 'Ad duration',
  image: 'Upload image',
} as const;

export type ChannelPathId = number | `:${string}`;
const channel = (id: ChannelPathId) => `/api/channels/${id}`;

/** Part 2 §7 channels. */
export const CHANNELS_API = {
  channels: '/api/channels',
  channel,
  start: (id: ChannelPathId) => `${channel(id)}/start`,
  stop: (id: ChannelPathId) => `${channel(id)}/stop`,
  /** GET the collections in order; POST adds one; PUT moves one (playlistId, position). */
  playlists: (id: ChannelPathId) => `${channel(id)}/playlists`,
  /** GET the ad break under way (or the next) with its pod: what the live page shows. */
  adBreak: (id: ChannelPathId) => `${channel(id)}/ad-break`,
  /** DELETE one collection from the channel. */
  playlist: (id: ChannelPathId, playlistId: ChannelPathId) => `${channel(id)}/playlists/${playlistId}`,
  /** GET the live HLS media playlist of a started channel (public, for players). */
  livestream: (id: ChannelPathId) => `/api/channels/livestream/${id}`,
} as const;
