import { createRoute } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { WEB_AREAS } from '../record-areas';

const staffPage = { getParentRoute: () => staffRoute } as const;
const { genres, 'keyword-packages': keywordPackages, 'channel-bundles': bundles, sources } = WEB_AREAS;

/** Taxonomy, Keyword Packages, Channel Bundles (Inventory) and Sources (Squeezeback): part 2 §6. */
export const taxonomyRoutes = [
  createRoute({ ...staffPage, ...areaRoutes.list(genres) }),
  createRoute({ ...staffPage, ...areaRoutes.create(genres) }),
  createRoute({ ...staffPage, params: idParams('id'), ...areaRoutes.record(genres) }),
  createRoute({ ...staffPage, ...areaRoutes.list(keywordPackages) }),
  createRoute({ ...staffPage, ...areaRoutes.create(keywordPackages) }),
  createRoute({ ...staffPage, params: idParams('id'), ...areaRoutes.record(keywordPackages) }),
  createRoute({ ...staffPage, ...areaRoutes.list(bundles) }),
  createRoute({ ...staffPage, ...areaRoutes.create(bundles) }),
  createRoute({ ...staffPage, params: idParams('id'), ...areaRoutes.record(bundles) }),
  createRoute({ ...staffPage, ...areaRoutes.list(sources) }),
  createRoute({ ...staffPage, ...areaRoutes.create(sources) }),
  createRoute({ ...staffPage, params: idParams('id'), ...areaRoutes.record(sources) }),
];
