import { optionLabel, recordContract } from '../../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../../enumerations';
import {
  DEFAULT_OO_APP_SORT,
  OO_APP_COLUMN_LABELS as L,
  OO_APP_NOTICES,
  OO_APP_PLATFORM_OPTIONS,
  OO_APP_SORT_PROPERTIES,
  type OoApp,
  OoAppCountFilterSchema,
  type OoAppInput,
  OoAppInputSchema,
  OoAppListFilterSchema,
  OoAppSchema,
  type OoAppUpdate,
  OoAppUpdateSchema,
  ooAppInputOf,
} from './oo-apps';
import { OO_APP_API } from './paths';
import { ROKU_FEED_STATUS_OPTIONS } from './roku-app';

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join('; ');

/** Owned-and-operated CTV apps (Content → O&O Apps): the platform's own apps for a publisher or content owner. */
export const OO_APP_CONTRACT = recordContract<OoApp, OoAppInput, OoAppUpdate>()({
  key: 'oo-apps',
  entityType: 'OO_APP',
  changeFields: L,
  labels: {
    one: 'O&O app',
    what: 'O&O app',
    plural: 'O&O Apps',
    list: 'O&O Apps list',
    create: 'New O&O app',
  },
  nameOf: (app) => app.name,
  paths: {
    list: OO_APP_API.ooApps,
    counts: OO_APP_API.counts,
    statuses: OO_APP_API.statuses,
    one: OO_APP_API.ooApp,
    archive: OO_APP_API.archive,
    unarchive: OO_APP_API.unarchive,
  },
  screens: {
    list: '/owned-operated-apps',
    create: '/owned-operated-apps/create',
    record: '/owned-operated-apps/edit/$id',
  },
  permissions: {
    read: 'OO_APPS_READ',
    create: 'OO_APPS_CREATE',
    edit: 'OO_APPS_EDIT',
    archive: 'OO_APPS_ARCHIVE',
  },
  schemas: {
    dto: OoAppSchema,
    input: OoAppInputSchema,
    update: OoAppUpdateSchema,
    list: OoAppListFilterSchema,
    counts: OoAppCountFilterSchema,
  },
  sort: { properties: OO_APP_SORT_PROPERTIES, default: DEFAULT_OO_APP_SORT },
  searchParam: 'name',
  notices: OO_APP_NOTICES,
  inputOf: ooAppInputOf,
  exportColumns: [
    { label: L.name, value: (app) => app.name },
    { label: L.platform, value: (app) => optionLabel(OO_APP_PLATFORM_OPTIONS, app.platform) },
    { label: L.owner, value: (app) => app.publisher?.name ?? app.contentOwner?.name ?? null },
    { label: L.collections, value: (app) => names(app.collections) },
    { label: L.channels, value: (app) => names(app.channels) },
    { label: L.feedStatus, value: (app) => optionLabel(ROKU_FEED_STATUS_OPTIONS, app.feedStatus) },
    { label: L.status, value: (app) => optionLabel(ENTITY_STATUS_OPTIONS, app.status) },
    { label: L.createdOn, value: (app) => app.createdOn },
  ],
  menu: 'ownedOperatedApps',
  alsoChanges: [],
});
