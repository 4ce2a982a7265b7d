import { z } from 'zod';

/**
 * Roku's JSON content feed (the Direct Publisher feed format): what a Roku channel reads to list
 * and play an app's videos. Videos under 15 minutes are short-form videos, longer ones movies.
 */
export const ROKU_SHORT_FORM_MAX_SECONDS = 15 * 60;

/** Roku's genre list; a video's genres outside it are left out, and a movie with none is 'special'. */
export const ROKU_GENRES = [
  'action',
  'adventure',
  'animals',
  'animated',
  'anime',
  'children',
  'comedy',
  'crime',
  'documentary',
  'drama',
  'educational',
  'fantasy',
  'faith',
  'food',
  'fashion',
  'gaming',
  'health',
  'history',
  'horror',
  'miniseries',
  'mystery',
  'nature',
  'news',
  'reality',
  'romance',
  'science',
  'science fiction',
  'sitcom',
  'special',
  'sports',
  'thriller',
  'technology',
] as const;

export const RokuFeedVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.object({
    dateAdded: z.string(),
    videos: z.array(z.object({ url: z.string(), quality: z.literal('HD'), videoType: z.literal('HLS') })),
    duration: z.number().int(),
  }),
  thumbnail: z.string(),
  releaseDate: z.string(),
  shortDescription: z.string(),
  genres: z.array(z.string()),
});
export type RokuFeedVideo = z.infer<typeof RokuFeedVideoSchema>;

export const RokuFeedSchema = z.object({
  providerName: z.string(),
  lastUpdated: z.string(),
  language: z.string(),
  movies: z.array(RokuFeedVideoSchema),
  shortFormVideos: z.array(RokuFeedVideoSchema),
  tvSpecials: z.array(RokuFeedVideoSchema),
});
export type RokuFeed = z.infer<typeof RokuFeedSchema>;

/** Roku caps a short description at 200 characters. */
export const ROKU_SHORT_DESCRIPTION_MAX = 200;
