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

export type RokuFeedVideo = {
  id: string;
  title: string;
  content: {
    dateAdded: string;
    videos: { url: string; quality: 'HD'; videoType: 'HLS' }[];
    duration: number;
  };
  thumbnail: string;
  releaseDate: string;
  shortDescription: string;
  genres: string[];
};

export type RokuFeed = {
  providerName: string;
  lastUpdated: string;
  language: string;
  movies: RokuFeedVideo[];
  shortFormVideos: RokuFeedVideo[];
  tvSpecials: RokuFeedVideo[];
};

/** Roku caps a short description at 200 characters. */
export const ROKU_SHORT_DESCRIPTION_MAX = 200;
