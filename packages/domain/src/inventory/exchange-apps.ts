import { z } from 'zod';
import { PlatformSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { SearchTextSchema, sortedPageSchema } from '../records';
import { AppStoreSchema } from './app-messages';
import { PublisherIdSchema } from './publisher-ref';

/** A bundle seen in ad requests that no publisher has claimed: how often and since when it was seen. */
export const ExchangeAppSchema = z.object({
  id: z.number().int(),
  bundleId: z.string(),
  name: z.string(),
  store: AppStoreSchema.nullable(),
  platform: PlatformSchema.nullable(),
  requests: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type ExchangeApp = z.infer<typeof ExchangeAppSchema>;

export const EXCHANGE_APP_SORT_PROPERTIES = ['lastSeen', 'requests', 'bundleId', 'name'] as const;
export type ExchangeAppSortProperty = (typeof EXCHANGE_APP_SORT_PROPERTIES)[number];

export const ExchangeAppListFilterSchema = sortedPageSchema(EXCHANGE_APP_SORT_PROPERTIES, {
  sortProperty: 'requests',
  sortDirection: 'desc',
}).extend({ bundleId: SearchTextSchema });
export type ExchangeAppListFilter = z.output<typeof ExchangeAppListFilterSchema>;

/** `update-app`: a publisher claims the bundle as its app; the name and store default to what traffic showed. */
export const ExchangeAppClaimSchema = z.object({
  exchangeAppId: IdSchema,
  publisherId: PublisherIdSchema,
  name: z.string().trim().max(200).optional(),
  store: AppStoreSchema.optional(),
  platform: PlatformSchema.optional(),
});
export type ExchangeAppClaim = z.input<typeof ExchangeAppClaimSchema>;

export const EXCHANGE_APP_COLUMN_LABELS = {
  bundleId: 'Bundle ID',
  name: 'Name',
  store: 'Store',
  platform: 'Platform',
  requests: 'Requests',
  firstSeen: 'First seen',
  lastSeen: 'Last seen',
} as const;

export const EXCHANGE_APP_MESSAGES = {
  title: 'Exchange apps',
  claim: 'Add to a publisher',
  claimed: 'App added to the publisher',
  errorClaim: 'Error occurred while adding the app to the publisher',
  errorFetching: 'Error occurred while fetching exchange apps',
  notFound: 'This bundle is not in the exchange apps list (it may have been claimed already)',
  networkUsers: 'Exchange apps are the whole exchange’s traffic: network users do not see them',
} as const;
