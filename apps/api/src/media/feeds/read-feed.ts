import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';
import { feedText } from './feed-text';
import { type FeedItem, FeedParseError, parseFeed } from './parse-feed';

/** Feeds are text; a few megabytes is already thousands of items. */
const FEED_MAX_BYTES = 5 * 1024 * 1024;
const FEED_TIMEOUT_MS = 20_000;

/** The address answered something that is not a feed we read; `message` says why, fit to show. */
export class NotAFeedError extends Error {
  constructor(message: string = FEED_MESSAGES.notAFeed) {
    super(message);
  }
}

/** The address a feed is read from (https unless it names a scheme): also what its items are known by. */
export const feedAddress = (url: string): string => (/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`);

/** Fetches a feed through the guarded fetcher and reads its video items; FetchError or NotAFeedError. */
export async function readFeed(fetcher: GuardedFetcher, url: string): Promise<FeedItem[]> {
  const fetched = await fetcher.fetch(feedAddress(url), {
    maxBytes: FEED_MAX_BYTES,
    timeoutMs: FEED_TIMEOUT_MS,
  });
  try {
    return parseFeed(feedText(fetched.body, fetched.contentType));
  } catch (error) {
    if (error instanceof FeedParseError) throw new NotAFeedError(error.message);
    throw error;
  }
}
