import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { WEB_AREAS } from '../record-areas';
import { connectionResource } from './connections/connection-resource';

const partnerForms = () => import('./partners/partner-form-pages');
const connectionForms = () => import('./connections/connection-form-pages');
const connectionDetails = () => import('./connections/connection-details-page');
const discrepanciesPage = () => import('./discrepancies/discrepancies-page');
const compliancePage = () => import('./compliance/compliance-page');

const staffPage = { getParentRoute: () => staffRoute } as const;
const { deals, connections, 'demand-partners': partners, 'alert-rules': alertRules } = WEB_AREAS;

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
    ...areaRoutes.list(partners),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.create(partners),
  }),
  createRoute({
    ...staffPage,
    params: idParams('dpId'),
    ...areaRoutes.record(partners),
    validateSearch: connectionResource.validateListSearch,
  }),
  createRoute({
    ...staffPage,
    path: 'demand/details/$dpId/edit',
    ...needs(partners.resource.permissions.edit),
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
    ...areaRoutes.create(connections),
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
    params: idParams('id'),
    ...areaRoutes.record(connections),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.list(connections),
  }),
  createRoute({
    ...staffPage,
    path: 'connections/$id/demand/$dpId/details/overview',
    params: idParams('id', 'dpId'),
    component: lazyRouteComponent(connectionDetails, 'ConnectionOverviewPage'),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.list(deals),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.create(deals),
  }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(deals),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/discrepancies',
    ...needs('DEMAND_PARTNERS_READ'),
    component: lazyRouteComponent(discrepanciesPage, 'DiscrepanciesPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'demand/compliance',
    ...needs('COMPLIANCE_READ'),
    component: lazyRouteComponent(compliancePage, 'CompliancePage'),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.list(alertRules),
  }),
  createRoute({
    ...staffPage,
    ...areaRoutes.create(alertRules),
  }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(alertRules),
  }),
] as const;
