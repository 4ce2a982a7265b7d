import type { Platform } from '@adcast/domain/enumerations';
import { APP_CONTRACT } from '@adcast/domain/inventory/app-contract';
import { APP_MESSAGES, type AppStore } from '@adcast/domain/inventory/app-messages';
import type { App } from '@adcast/domain/inventory/apps';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apps } from '../../../db/schema/inventory';
import { containsText } from '../../../db/search';
import { textKey } from '../../../db/sorting';
import { defineRecord } from '../../../records/definition';
import { ownedFields, ownedTenancy } from '../publisher-rows';

const idsOf = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? (value as number[]) : undefined;

/** The list's own filters: the publishers asked for, and the bundle id search of the bundle picker. */
export const appFilter = (query: Record<string, unknown>) => {
  const publisherIds = idsOf(query.publisherIds);
  const bundleId = typeof query.bundleId === 'string' && query.bundleId !== '' ? query.bundleId : undefined;
  return and(
    publisherIds ? inArray(apps.publisherId, publisherIds) : undefined,
    bundleId ? containsText(apps.bundleId, bundleId) : undefined,
  );
};

const selectApps = (db: Db) =>
  db
    .select({
      id: apps.id,
      name: apps.name,
      bundleId: apps.bundleId,
      store: apps.store,
      storeId: apps.storeId,
      storeUrl: apps.storeUrl,
      platform: apps.platform,
      deviceType: apps.deviceType,
      developerUrl: apps.developerUrl,
      status: apps.status,
      publisherId: apps.publisherId,
      publisherName: apps.publisherName,
      networkId: apps.networkId,
      createdOn: apps.createdOn,
      updatedOn: apps.updatedOn,
      version: apps.version,
    })
    .from(apps)
    .$dynamic();

export const APP = defineRecord(APP_CONTRACT, {
  table: apps,
  select: selectApps,
  toDto: (row): App => ({
    id: row.id,
    name: row.name,
    bundleId: row.bundleId,
    store: row.store as AppStore,
    storeId: row.storeId,
    storeUrl: row.storeUrl,
    platform: row.platform as Platform,
    deviceType: row.deviceType as App['deviceType'],
    developerUrl: row.developerUrl,
    ...ownedFields(row),
  }),
  ...ownedTenancy<App>(apps),
  sortKeys: {
    name: textKey(apps.name),
    bundleId: textKey(apps.bundleId),
    publisher: textKey(apps.publisherName),
    store: apps.store,
    platform: apps.platform,
    status: apps.status,
    createdOn: apps.createdOn,
  },
  search: { column: apps.name },
  filter: appFilter,
  unique: { constraint: 'apps_publisher_bundle_unique', message: APP_MESSAGES.duplicateBundle },
});
