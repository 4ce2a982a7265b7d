import { DEAL_CONTRACT } from '@adcast/domain/demand/deal-contract';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { recordListRoute } from '../../resource/list-route';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import { connectionResource } from './connections/connection-resource';
import { dealResource } from './deals/deal-resource';
import { partnerResource } from './partners/partner-resource';

const partnerForms = () => import('./partners/partner-form-pages');
const connectionForms = () => import('./connections/connection-form-pages');
const connectionDetails = () => import('./connections/connection-details-page');
const dealForms = () => import('./deals/deal-form-pages');

const staffPage = { getParentRoute: () => staffRoute } as const;

/** Demand partners and connections (part 1 §2 navigation); the lists keep their state in the URL. */
export const demandRoutes = [
  createRoute({
    ...staffPage,
    path: 'demand',
    beforeLoad: () => {
      throw redirect({ to: '/demand/list' });
    },
  }),
  createRoute({
    ...staffPage,
    path: 'demand/list',
    ...recordListRoute(partnerResource),
    component: lazyRouteComponent(() => import('./partners/partners-page'), 'PartnersPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/create',
    ...needs(partnerResource.permissions.create),
    component: lazyRouteComponent(partnerForms, 'PartnerCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/details/$dpId',
    params: idParams('dpId'),
    validateSearch: connectionResource.validateListSearch,
    component: lazyRouteComponent(() => import('./partners/partner-details-page'), 'PartnerDetailsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/details/$dpId/edit',
    ...needs(partnerResource.permissions.edit),
    params: idParams('dpId'),
    component: lazyRouteComponent(partnerForms, 'PartnerEditPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/details/$dpId/connections/create',
    ...needs(connectionResource.permissions.create),
    params: idParams('dpId'),
    component: lazyRouteComponent(connectionForms, 'PartnerConnectionCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/details/$dpId/connections/edit/$id',
    ...needs(connectionResource.permissions.edit),
    params: idParams('dpId', 'id'),
    component: lazyRouteComponent(connectionForms, 'ConnectionEditPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/connections/create',
    ...needs(connectionResource.permissions.create),
    component: lazyRouteComponent(connectionForms, 'ConnectionCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/connections/create/$id',
    ...needs('CONNECTIONS_DUPLICATE'),
    params: idParams('id'),
    component: lazyRouteComponent(connectionForms, 'ConnectionDuplicatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/connection/$id/details',
    params: idParams('id'),
    component: lazyRouteComponent(connectionDetails, 'ConnectionDetailsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'connections',
    ...recordListRoute(connectionResource),
    component: lazyRouteComponent(() => import('./connections/connections-page'), 'ConnectionsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'connections/$id/demand/$dpId/details/overview',
    params: idParams('id', 'dpId'),
    component: lazyRouteComponent(connectionDetails, 'ConnectionOverviewPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/deals',
    ...needs(DEAL_CONTRACT.permissions.read),
    ...recordListRoute(dealResource),
    component: lazyRouteComponent(() => import('./deals/deals-page'), 'DealsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/deals/create',
    ...needs(dealResource.permissions.create),
    component: lazyRouteComponent(dealForms, 'DealCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/deals/edit/$id',
    ...needs(DEAL_CONTRACT.permissions.read),
    params: idParams('id'),
    component: lazyRouteComponent(dealForms, 'DealEditPage'),
  }),
] as const;
