import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffRoute } from '../../routing/layout-routes';
import { listSearchValidator } from '../../ui/list-search';
import { userListSearch } from './users-api';

export const validateUserSearch = listSearchValidator(userListSearch);

/** The Users menu (part 2 §6): the list with its dialog. */
export const usersRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'users',
    validateSearch: validateUserSearch,
    component: lazyRouteComponent(() => import('./users-page'), 'UsersPage'),
  }),
] as const;
