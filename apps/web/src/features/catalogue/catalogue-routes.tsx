import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordListRoute } from '../../resource/list-route';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import { collectionResource } from './collections/collection-resource';
import { validateVideoSearch } from './videos/video-search';

const staffPage = { getParentRoute: () => staffRoute } as const;
const collectionForms = () => import('./collections/collection-form-pages');

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
    path: 'collections',
    ...needs(CATALOGUE_PERMISSIONS.readCollections),
    ...recordListRoute(collectionResource),
    component: lazyRouteComponent(() => import('./collections/collections-page'), 'CollectionsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'collections/create',
    ...needs(collectionResource.permissions.create),
    component: lazyRouteComponent(collectionForms, 'CollectionCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'collections/edit/$id',
    params: idParams('id'),
    ...needs(CATALOGUE_PERMISSIONS.readCollections),
    component: lazyRouteComponent(collectionForms, 'CollectionEditPage'),
  }),
] as const;
