import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { WEB_AREAS } from '../record-areas';
import { validateVideoSearch } from './videos/video-search';

const staffPage = { getParentRoute: () => staffRoute } as const;

/**
 * The video catalogue (part 2 §2) and collections (part 1 §2): lists keep their state in the URL. A
 * role that may not read collections is shown Forbidden (a 403 on the list's read would end the
 * session); any mask reads videos, each only its own.
 */
export const catalogueRoutes = [
  createRoute({
    ...staffPage,
    path: 'videos',
    validateSearch: validateVideoSearch,
    component: lazyRouteComponent(() => import('./videos/videos-page'), 'VideosPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'videos/content-bytes',
    component: lazyRouteComponent(() => import('./videos/content-bytes-page'), 'ContentBytesPage'),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.list(WEB_AREAS.collections),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.create(WEB_AREAS.collections),
  }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.collections),
  }),
] as const;
