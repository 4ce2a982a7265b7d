import type { RecordContract } from '@adcast/domain/contracts/record-contract';
import type { RecordContractKey, RecordContractOf } from '@adcast/domain/contracts/registry';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { RecordResource } from '../resource/record-resource';
import { dealResource } from './demand/deals/deal-resource';

/** The web resource of a contract: its row, input, update and sort types. */
type ResourceOf<C> =
  C extends RecordContract<infer T, infer I, infer U, infer P> ? RecordResource<T, I, U, P> : never;

/**
 * What the web adds to a record area's contract: its resource (the contract plus any web-only
 * parts) and its pages, each loaded when first opened. Everything else the web builds of an area
 * (pickers, palette, changelog links, menu screens) comes from the registry.
 */
export interface WebArea<C> {
  resource: ResourceOf<C>;
  pages: { list: RouteComponent; create: RouteComponent; record: RouteComponent };
}

const dealForms = () => import('./demand/deals/deal-form-pages');

/** Every record area of the registry on the web; the compiler names an area the registry gains and this map lacks. */
export const WEB_AREAS = {
  deals: {
    resource: dealResource,
    pages: {
      list: lazyRouteComponent(() => import('./demand/deals/deals-page'), 'DealsPage'),
      create: lazyRouteComponent(dealForms, 'DealCreatePage'),
      record: lazyRouteComponent(dealForms, 'DealEditPage'),
    },
  },
} satisfies { [K in RecordContractKey]: WebArea<RecordContractOf<K>> };
