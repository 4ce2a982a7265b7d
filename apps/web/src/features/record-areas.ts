import type { RecordContract } from '@adcast/domain/contracts/record-contract';
import type { RecordContractKey, RecordContractOf } from '@adcast/domain/contracts/registry';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ContractResource } from '../resource/record-resource';
import { brandResource } from './a2v/brand-resource';
import { advertiserResource } from './campaigns/advertisers/advertiser-resource';
import { creativeResource } from './campaigns/creatives/creative-resource';
import { displayCreativeResource } from './campaigns/display-creatives/display-creative-resource';
import { lineItemResource } from './campaigns/line-items/line-item-resource';
import { orderResource } from './campaigns/orders/order-resource';
import { collectionResource } from './catalogue/collections/collection-resource';
import { ooAppResource } from './content/oo-apps/oo-app-resource';
import { contentOwnerResource } from './content/owners/content-owner-resource';
import { alertRuleResource } from './demand/alerts/alert-rule-resource';
import { connectionResource } from './demand/connections/connection-resource';
import { dealResource } from './demand/deals/deal-resource';
import { partnerResource } from './demand/partners/partner-resource';
import { appResource } from './inventory/apps/app-resource';
import { domainResource } from './inventory/domains/domain-resource';
import { placementResource } from './inventory/placements/placement-resource';
import { targetingResource } from './inventory/targeting/targeting-resource';
import { supplyPackageResource } from './marketplace/supply-package-resource';
import { publisherResource } from './publishers/publisher-resource';

/** The web resource of a contract: its row, input, update and sort types. */
type ResourceOf<C> =
  C extends RecordContract<infer T, infer I, infer U, infer P, string, infer S>
    ? ContractResource<T, I, U, P, S>
    : never;

/**
 * What the web adds to a record area's contract: its resource (the contract plus any web-only
 * parts) and its pages, each loaded when first opened. Everything else the web builds of an area
 * (pickers, palette, changelog links, menu screens) comes from the registry.
 */
export interface WebArea<C> {
  resource: ResourceOf<C>;
  pages: { list: RouteComponent; create: RouteComponent; record: RouteComponent };
}

import { channelBundleResource } from './channel-bundles/channel-bundle-resource';
import { keywordPackageResource } from './keyword-packages/keyword-package-resource';
import { sourceResource } from './squeezeback/source-resource';
import { genreResource } from './taxonomy/genre-resource';

const dealForms = () => import('./demand/deals/deal-form-pages');
const partnerForms = () => import('./demand/partners/partner-form-pages');
const connectionForms = () => import('./demand/connections/connection-form-pages');
const placementForms = () => import('./inventory/placements/placement-form-pages');
const appForms = () => import('./inventory/apps/app-form-pages');
const domainForms = () => import('./inventory/domains/domain-form-pages');
const targetingForms = () => import('./inventory/targeting/targeting-form-pages');
const publisherForms = () => import('./publishers/publisher-form-pages');
const ownerForms = () => import('./content/owners/content-owner-form-pages');
const collectionForms = () => import('./catalogue/collections/collection-form-pages');
const advertiserForms = () => import('./campaigns/advertisers/advertiser-form-pages');
const orderForms = () => import('./campaigns/orders/order-form-pages');
const creativeForms = () => import('./campaigns/creatives/creative-form-pages');
const displayCreativeForms = () => import('./campaigns/display-creatives/display-creative-form-pages');
const brandForms = () => import('./a2v/brand-form-pages');
const lineItemForms = () => import('./campaigns/line-items/line-item-form-pages');
const supplyPackageForms = () => import('./marketplace/supply-package-form-pages');
const ooAppForms = () => import('./content/oo-apps/oo-app-form-pages');

const genreForms = () => import('./taxonomy/genre-form-pages');
const keywordPackageForms = () => import('./keyword-packages/keyword-package-form-pages');
const channelBundleForms = () => import('./channel-bundles/channel-bundle-form-pages');
const sourceForms = () => import('./squeezeback/source-form-pages');
const alertRuleForms = () => import('./demand/alerts/alert-rule-form-pages');

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
  'demand-partners': {
    resource: partnerResource,
    pages: {
      list: lazyRouteComponent(() => import('./demand/partners/partners-page'), 'PartnersPage'),
      create: lazyRouteComponent(partnerForms, 'PartnerCreatePage'),
      record: lazyRouteComponent(
        () => import('./demand/partners/partner-details-page'),
        'PartnerDetailsPage',
      ),
    },
  },
  connections: {
    resource: connectionResource,
    pages: {
      list: lazyRouteComponent(() => import('./demand/connections/connections-page'), 'ConnectionsPage'),
      create: lazyRouteComponent(connectionForms, 'ConnectionCreatePage'),
      record: lazyRouteComponent(
        () => import('./demand/connections/connection-details-page'),
        'ConnectionDetailsPage',
      ),
    },
  },
  placements: {
    resource: placementResource,
    pages: {
      list: lazyRouteComponent(() => import('./inventory/placements/placements-page'), 'PlacementsPage'),
      create: lazyRouteComponent(placementForms, 'PlacementCreatePage'),
      record: lazyRouteComponent(placementForms, 'PlacementEditPage'),
    },
  },
  apps: {
    resource: appResource,
    pages: {
      list: lazyRouteComponent(() => import('./inventory/apps/apps-page'), 'AppsPage'),
      create: lazyRouteComponent(appForms, 'AppCreatePage'),
      record: lazyRouteComponent(appForms, 'AppEditPage'),
    },
  },
  domains: {
    resource: domainResource,
    pages: {
      list: lazyRouteComponent(() => import('./inventory/domains/domains-page'), 'DomainsPage'),
      create: lazyRouteComponent(domainForms, 'DomainCreatePage'),
      record: lazyRouteComponent(domainForms, 'DomainEditPage'),
    },
  },
  targeting: {
    resource: targetingResource,
    pages: {
      list: lazyRouteComponent(() => import('./inventory/targeting/targeting-page'), 'TargetingPage'),
      create: lazyRouteComponent(targetingForms, 'TargetingCreatePage'),
      record: lazyRouteComponent(targetingForms, 'TargetingEditPage'),
    },
  },
  publishers: {
    resource: publisherResource,
    pages: {
      list: lazyRouteComponent(() => import('./publishers/publishers-page'), 'PublishersPage'),
      create: lazyRouteComponent(publisherForms, 'PublisherCreatePage'),
      record: lazyRouteComponent(() => import('./publishers/publisher-details-page'), 'PublisherDetailsPage'),
    },
  },
  'content-owners': {
    resource: contentOwnerResource,
    pages: {
      list: lazyRouteComponent(() => import('./content/owners/content-owners-page'), 'ContentOwnersPage'),
      create: lazyRouteComponent(ownerForms, 'ContentOwnerCreatePage'),
      record: lazyRouteComponent(
        () => import('./content/owners/content-owner-details-page'),
        'ContentOwnerDetailsPage',
      ),
    },
  },
  collections: {
    resource: collectionResource,
    pages: {
      list: lazyRouteComponent(() => import('./catalogue/collections/collections-page'), 'CollectionsPage'),
      create: lazyRouteComponent(collectionForms, 'CollectionCreatePage'),
      record: lazyRouteComponent(collectionForms, 'CollectionEditPage'),
    },
  },
  advertisers: {
    resource: advertiserResource,
    pages: {
      list: lazyRouteComponent(() => import('./campaigns/advertisers/advertisers-page'), 'AdvertisersPage'),
      create: lazyRouteComponent(advertiserForms, 'AdvertiserCreatePage'),
      record: lazyRouteComponent(advertiserForms, 'AdvertiserEditPage'),
    },
  },
  orders: {
    resource: orderResource,
    pages: {
      list: lazyRouteComponent(() => import('./campaigns/orders/orders-page'), 'OrdersPage'),
      create: lazyRouteComponent(orderForms, 'OrderCreatePage'),
      record: lazyRouteComponent(orderForms, 'OrderEditPage'),
    },
  },
  creatives: {
    resource: creativeResource,
    pages: {
      list: lazyRouteComponent(() => import('./campaigns/creatives/creatives-page'), 'CreativesPage'),
      create: lazyRouteComponent(creativeForms, 'CreativeCreatePage'),
      record: lazyRouteComponent(creativeForms, 'CreativeEditPage'),
    },
  },
  'line-items': {
    resource: lineItemResource,
    pages: {
      list: lazyRouteComponent(() => import('./campaigns/line-items/line-items-page'), 'LineItemsPage'),
      create: lazyRouteComponent(lineItemForms, 'LineItemCreatePage'),
      record: lazyRouteComponent(lineItemForms, 'LineItemEditPage'),
    },
  },
  'supply-packages': {
    resource: supplyPackageResource,
    pages: {
      list: lazyRouteComponent(() => import('./marketplace/supply-packages-page'), 'SupplyPackagesPage'),
      create: lazyRouteComponent(supplyPackageForms, 'SupplyPackageCreatePage'),
      record: lazyRouteComponent(supplyPackageForms, 'SupplyPackagePage'),
    },
  },
  'oo-apps': {
    resource: ooAppResource,
    pages: {
      list: lazyRouteComponent(() => import('./content/oo-apps/oo-apps-page'), 'OoAppsPage'),
      create: lazyRouteComponent(ooAppForms, 'OoAppCreatePage'),
      record: lazyRouteComponent(ooAppForms, 'OoAppEditPage'),
    },
  },
  genres: {
    resource: genreResource,
    pages: {
      list: lazyRouteComponent(() => import('./taxonomy/genres-page'), 'GenresPage'),
      create: lazyRouteComponent(genreForms, 'GenreCreatePage'),
      record: lazyRouteComponent(genreForms, 'GenreEditPage'),
    },
  },
  'keyword-packages': {
    resource: keywordPackageResource,
    pages: {
      list: lazyRouteComponent(
        () => import('./keyword-packages/keyword-packages-page'),
        'KeywordPackagesPage',
      ),
      create: lazyRouteComponent(keywordPackageForms, 'KeywordPackageCreatePage'),
      record: lazyRouteComponent(keywordPackageForms, 'KeywordPackageEditPage'),
    },
  },
  'channel-bundles': {
    resource: channelBundleResource,
    pages: {
      list: lazyRouteComponent(() => import('./channel-bundles/channel-bundles-page'), 'ChannelBundlesPage'),
      create: lazyRouteComponent(channelBundleForms, 'ChannelBundleCreatePage'),
      record: lazyRouteComponent(channelBundleForms, 'ChannelBundleEditPage'),
    },
  },
  sources: {
    resource: sourceResource,
    pages: {
      list: lazyRouteComponent(() => import('./squeezeback/sources-page'), 'SourcesPage'),
      create: lazyRouteComponent(sourceForms, 'SourceCreatePage'),
      record: lazyRouteComponent(sourceForms, 'SourceEditPage'),
    },
  },
  'alert-rules': {
    resource: alertRuleResource,
    pages: {
      list: lazyRouteComponent(() => import('./demand/alerts/alert-rules-page'), 'AlertRulesPage'),
      create: lazyRouteComponent(alertRuleForms, 'AlertRuleCreatePage'),
      record: lazyRouteComponent(alertRuleForms, 'AlertRuleEditPage'),
    },
  },
  'display-creatives': {
    resource: displayCreativeResource,
    pages: {
      list: lazyRouteComponent(
        () => import('./campaigns/display-creatives/display-creatives-page'),
        'DisplayCreativesPage',
      ),
      create: lazyRouteComponent(displayCreativeForms, 'DisplayCreativeCreatePage'),
      record: lazyRouteComponent(displayCreativeForms, 'DisplayCreativeEditPage'),
    },
  },
  brands: {
    resource: brandResource,
    pages: {
      list: lazyRouteComponent(() => import('./a2v/brands-page'), 'BrandsPage'),
      create: lazyRouteComponent(brandForms, 'BrandCreatePage'),
      record: lazyRouteComponent(brandForms, 'BrandEditPage'),
    },
  },
} satisfies { [K in RecordContractKey]: WebArea<RecordContractOf<K>> };
