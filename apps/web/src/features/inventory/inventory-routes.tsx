import { createRoute } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { WEB_AREAS } from '../record-areas';

/** The placements list and editor (part 1 §2). */
export const inventoryRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.list(WEB_AREAS.placements),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.create(WEB_AREAS.placements),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.placements),
  }),
] as const;
