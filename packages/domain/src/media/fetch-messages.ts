import { formatBytes } from './upload';

/** Why the server refused or failed to fetch a feed, media file or thumbnail (shown to the user). */
export const FETCH_MESSAGES = {
  badUrl: 'The address is not a valid URL',
  scheme: 'Only http and https addresses can be fetched',
  credentials: 'Addresses with a user name or password are not fetched',
  forbiddenAddress: 'The address points to a private or local network and is not fetched',
  unresolved: 'The address could not be resolved',
  tooManyRedirects: 'The address redirects too many times',
  tooLarge: (maxBytes: number) => `The file is larger than the limit of ${formatBytes(maxBytes)}`,
  timeout: 'The address took too long to answer',
  unreachable: 'The address could not be reached',
  status: (status: number) => `The address answered with HTTP status ${status}`,
} as const;
