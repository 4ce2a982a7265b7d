import { z } from 'zod';

/** App stores an app is published in; the spec names the store but not its values. */
export const AppStoreSchema = z.enum([
  'ROKU',
  'AMAZON',
  'APPLE',
  'GOOGLE_PLAY',
  'SAMSUNG',
  'LG',
  'VIZIO',
  'OTHER',
]);
export type AppStore = z.infer<typeof AppStoreSchema>;
export const APP_STORE_OPTIONS: readonly { key: AppStore; label: string }[] = [
  { key: 'ROKU', label: 'Roku Channel Store' },
  { key: 'AMAZON', label: 'Amazon Appstore' },
  { key: 'APPLE', label: 'Apple App Store' },
  { key: 'GOOGLE_PLAY', label: 'Google Play' },
  { key: 'SAMSUNG', label: 'Samsung Apps' },
  { key: 'LG', label: 'LG Content Store' },
  { key: 'VIZIO', label: 'Vizio' },
  { key: 'OTHER', label: 'Other' },
];

/** Messages and notices of apps that the spec does not word (part 2 §8 words the pickers' failures). */
export const APP_MESSAGES = {
  bundleId:
    'Bundle ID may hold only letters, digits and . _ - (at most 200, starting with a letter or digit)',
  duplicateBundle: 'This publisher already has an app with this Bundle ID',
} as const;

export const APP_NOTICES = {
  created: 'App created successfully',
  updated: 'App updated successfully',
  archived: 'App archived successfully',
  unarchived: 'App unarchived successfully',
  errorSave: 'Error occurred during app save',
  errorStatus: 'Error occurred during app status change',
  errorFetching: 'Error occurred while fetching apps',
} as const;
