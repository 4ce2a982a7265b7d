import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import { forecastSearch } from './forecast-search';

/** Inventory's Forecast (part 1 §2), also where the Forecast dashboard leads (part 1 §4). */
export const forecastRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'forecast',
    ...needs('FORECAST_READ'),
    validateSearch: forecastSearch,
    component: lazyRouteComponent(() => import('./forecast-page'), 'ForecastPage'),
  }),
] as const;
