import { MENU_ITEMS } from '@adcast/domain/menus';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';

/** The Ads.txt page (Inventory → Ads.txt of the admin, network and publisher menus). */
export const adsTxtRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: MENU_ITEMS.adsTxt.path.slice(1),
    ...needs('ADS_TXT_READ'),
    component: lazyRouteComponent(() => import('./ads-txt-page'), 'AdsTxtPage'),
  }),
] as const;
