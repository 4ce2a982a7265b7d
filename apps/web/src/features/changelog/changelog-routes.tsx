import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import { validateChangelogSearch } from './changelog-search';

/** The Changelog menu (part 2 §6). */
export const changelogRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'changelog',
    ...needs('CHANGELOG_READ'),
    validateSearch: validateChangelogSearch,
    component: lazyRouteComponent(() => import('./changelog-page'), 'ChangelogPage'),
  }),
] as const;
