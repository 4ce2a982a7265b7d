import { APPS_API } from '@adcast/domain/inventory/paths';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { registerImportRoutes } from '../../../records/import-routes';
import { registerListPageRoute } from '../../../records/list-page-route';
import { registerCreateRoute } from '../../../records/routes';
import { onePublisher } from '../publisher-scope';
import { APP_IMPORT } from './app-import';
import { APP } from './app-record';
import { registerExchangeAppRoutes } from './exchange-app-routes';
import { createApp, updateApp } from './write-service';

/** Apps: the record's routes, the catalogue's other names of its list, its CSV import and the bundle picker. */
export const APP_AREA = recordArea(APP, {
  writes: { create: createApp, update: updateApp },
  routes: (app, deps) => {
    registerListPageRoute(app, deps, APP, { path: APPS_API.inventory, summary: 'Apps (the inventory list)' });
    registerCreateRoute(app, APP, deps, {
      path: APPS_API.inventory,
      body: APP.contract.schemas.input,
      write: (ctx, body) => createApp(ctx, body as never),
    });
    registerListPageRoute(app, deps, APP, {
      path: APPS_API.bundles,
      summary: 'Apps by bundle id (bundleId, publisherIds, networkIds, ids): the bundle id picker',
    });
    registerListPageRoute(app, deps, APP, {
      path: APPS_API.publisherApps(':id'),
      summary: "One publisher's apps",
      params: IdParamsSchema,
      narrow: onePublisher,
    });
    registerImportRoutes(app, deps, APP_IMPORT, {
      importCsv: APPS_API.importCsv,
      template: APPS_API.template,
    });
    registerExchangeAppRoutes(app, deps);
  },
});
