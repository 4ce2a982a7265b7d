import { recordArea } from '../../../records/area';
import type { ModuleDeps } from '../../module-deps';
import { OO_APP } from './oo-app-record';
import { registerRokuAppRoutes } from './roku-app-routes';
import { createOoApp, updateOoApp } from './write-service';

/** O&O apps: the record's routes, and their Roku side under /api/roku-app. */
export const OO_APP_AREA = recordArea<ModuleDeps>(OO_APP, {
  writes: { create: createOoApp, update: updateOoApp },
  routes: registerRokuAppRoutes,
});
