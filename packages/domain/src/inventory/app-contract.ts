import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS, PLATFORM_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import { APP_NOTICES, APP_STORE_OPTIONS } from './app-messages';
import {
  APP_SORT_PROPERTIES,
  type App,
  AppCountFilterSchema,
  type AppInput,
  AppInputSchema,
  AppListFilterSchema,
  AppSchema,
  type AppUpdate,
  AppUpdateSchema,
  appInputOf,
  DEFAULT_APP_SORT,
  deviceTypeLabel,
  APP_COLUMN_LABELS as L,
} from './apps';
import { APPS_API } from './paths';

/** A publisher's CTV and mobile apps (part 2 §3 App; §7 "Apps"): what its ad requests name by bundle id. */
export const APP_CONTRACT = recordContract<App, AppInput, AppUpdate>()({
  key: 'apps',
  entityType: 'APP',
  changeFields: L,
  labels: { one: 'App', what: 'app', plural: 'Apps', list: 'Apps list', create: 'New app' },
  nameOf: (app) => app.name,
  paths: {
    list: APPS_API.apps,
    counts: APPS_API.counts,
    one: APPS_API.app,
    edit: APPS_API.inventoryApp,
    archive: APPS_API.archive,
    unarchive: APPS_API.unarchive,
    exportCsv: APPS_API.exportCsv,
  },
  screens: { list: '/apps', create: '/apps/create', record: '/apps/edit/$id' },
  permissions: { read: 'APPS_READ', create: 'APPS_CREATE', edit: 'APPS_EDIT', archive: 'APPS_ARCHIVE' },
  schemas: {
    dto: AppSchema,
    input: AppInputSchema,
    update: AppUpdateSchema,
    list: AppListFilterSchema,
    counts: AppCountFilterSchema,
  },
  sort: { properties: APP_SORT_PROPERTIES, default: DEFAULT_APP_SORT },
  searchParam: 'searchTerm',
  notices: APP_NOTICES,
  inputOf: appInputOf,
  exportColumns: [
    { label: L.name, value: (app) => app.name },
    { label: L.bundleId, value: (app) => app.bundleId },
    { label: L.publisherId, value: (app) => app.publisher.id },
    { label: L.publisher, value: (app) => app.publisher.name },
    { label: L.store, value: (app) => optionLabel(APP_STORE_OPTIONS, app.store) },
    { label: L.storeId, value: (app) => app.storeId },
    { label: L.storeUrl, value: (app) => app.storeUrl },
    { label: L.platform, value: (app) => optionLabel(PLATFORM_OPTIONS, app.platform) },
    { label: L.deviceType, value: (app) => deviceTypeLabel(app.deviceType) },
    { label: L.developerUrl, value: (app) => app.developerUrl },
    { label: L.status, value: (app) => optionLabel(ENTITY_STATUS_OPTIONS, app.status) },
    { label: L.createdOn, value: (app) => app.createdOn },
  ],
  picker: { label: PICKER_LABELS.app, errorMessage: MESSAGES.errorAppAutocomplete },
  menu: 'apps',
});
