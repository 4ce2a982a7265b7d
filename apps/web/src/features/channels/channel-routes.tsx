import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';

const staffPage = { getParentRoute: () => staffRoute } as const;
const pages = () => import('./channel-pages');

/** Linear channels (issue 10): list, editor with collections and broadcast, live stream. */
export const channelRoutes = [
  createRoute({
    ...staffPage,
    path: 'channels',
    ...needs(CATALOGUE_PERMISSIONS.readCollections),
    component: lazyRouteComponent(() => import('./channels-page'), 'ChannelsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'channels/create',
    ...needs(CATALOGUE_PERMISSIONS.createCollection),
    component: lazyRouteComponent(pages, 'ChannelCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'channels/edit/$id',
    params: idParams('id'),
    ...needs(CATALOGUE_PERMISSIONS.readCollections),
    component: lazyRouteComponent(pages, 'ChannelEditPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'channels/$id/live',
    params: idParams('id'),
    ...needs(CATALOGUE_PERMISSIONS.readCollections),
    component: lazyRouteComponent(() => import('./channel-live-page'), 'ChannelLivePage'),
  }),
] as const;
