import { ACTIVE_INACTIVE_OPTIONS, DEVICE_TYPE_OPTIONS, PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import { APP_STORE_OPTIONS } from '@adcast/domain/inventory/app-messages';
import {
  APP_IMPORT_COLUMNS,
  type App,
  AppInputSchema,
  appInputOf,
  APP_COLUMN_LABELS as L,
} from '@adcast/domain/inventory/apps';
import type { z } from 'zod';
import { apps } from '../../../db/schema/inventory';
import type { ImportSpec } from '../../../records/csv-import';
import { numberReader, optionReader, withReaders } from '../../../records/csv-rows';
import { publisherKeyed } from '../publisher-import';
import { APP } from './app-record';

type AppInput = z.output<typeof AppInputSchema>;

/** Apps from a CSV file with the list's headers (its export reads back in), keyed by publisher and bundle id. */
export const APP_IMPORT: ImportSpec<App, AppInput> = {
  record: APP,
  columns: withReaders(APP_IMPORT_COLUMNS, {
    publisherId: numberReader,
    store: optionReader(L.store, APP_STORE_OPTIONS),
    platform: optionReader(L.platform, PLATFORM_OPTIONS),
    deviceType: optionReader(L.deviceType, DEVICE_TYPE_OPTIONS),
    status: optionReader(L.status, ACTIVE_INACTIVE_OPTIONS),
  }),
  ...publisherKeyed(APP, { publisherId: apps.publisherId, key: apps.bundleId }, 'bundleId'),
  schema: AppInputSchema,
  update: {
    name: apps.name,
    store: apps.store,
    storeId: apps.storeId,
    storeUrl: apps.storeUrl,
    platform: apps.platform,
    deviceType: apps.deviceType,
    developerUrl: apps.developerUrl,
    status: apps.status,
  },
  nameOf: (input) => input.name,
  inputOf: (app) => AppInputSchema.parse(appInputOf(app)),
};
