import type { RecordContractKey } from '@adcast/domain/contracts/registry';
import type { RecordArea } from '../records/area';
import { BRAND_AREA } from './a2v/brand-area';
import { ALERT_RULE_AREA } from './alerts/alert-area';
import { ADVERTISER_AREA } from './campaigns/advertisers/advertiser-area';
import { CREATIVE_AREA } from './campaigns/creatives/creative-area';
import { DISPLAY_CREATIVE_AREA } from './campaigns/display-creatives/display-creative-area';
import { LINE_ITEM_AREA } from './campaigns/line-items/line-item-area';
import { ORDER_AREA } from './campaigns/orders/order-area';
import { COLLECTION_AREA } from './catalogue/collection-area';
import { CHANNEL_BUNDLE_AREA } from './channel-bundles/channel-bundle-area';
import { OO_APP_AREA } from './content/oo-apps/oo-app-area';
import { CONTENT_OWNER_AREA } from './content/owners/content-owner-area';
import { CONNECTION_AREA } from './demand/connections/connection-area';
import { DEAL_AREA } from './demand/deals/deal-area';
import { PARTNER_AREA } from './demand/partners/partner-area';
import { APP_AREA } from './inventory/apps/app-area';
import { DOMAIN_AREA } from './inventory/domains/domain-area';
import { PLACEMENT_AREA } from './inventory/placements/placement-area';
import { TARGETING_AREA } from './inventory/targeting/targeting-area';
import { KEYWORD_PACKAGE_AREA } from './keyword-packages/keyword-package-area';
import { SUPPLY_PACKAGE_AREA } from './marketplace/supply-packages/supply-package-area';
import type { ModuleDeps } from './module-deps';
import { PUBLISHER_AREA } from './publishers/publisher-area';
import { SOURCE_AREA } from './squeezeback/source-area';
import { GENRE_AREA } from './taxonomy/genre-area';

/**
 * The API side of every record area of the domain's registry: the compiler names any area of
 * `RECORD_CONTRACTS` missing here. Routes, the changelog's reverts and the list bench read it.
 */
export const RECORD_AREAS = {
  deals: DEAL_AREA,
  'demand-partners': PARTNER_AREA,
  connections: CONNECTION_AREA,
  placements: PLACEMENT_AREA,
  apps: APP_AREA,
  domains: DOMAIN_AREA,
  targeting: TARGETING_AREA,
  publishers: PUBLISHER_AREA,
  'content-owners': CONTENT_OWNER_AREA,
  collections: COLLECTION_AREA,
  advertisers: ADVERTISER_AREA,
  orders: ORDER_AREA,
  creatives: CREATIVE_AREA,
  'line-items': LINE_ITEM_AREA,
  'supply-packages': SUPPLY_PACKAGE_AREA,
  'oo-apps': OO_APP_AREA,
  genres: GENRE_AREA,
  'keyword-packages': KEYWORD_PACKAGE_AREA,
  'channel-bundles': CHANNEL_BUNDLE_AREA,
  sources: SOURCE_AREA,
  'alert-rules': ALERT_RULE_AREA,
  'display-creatives': DISPLAY_CREATIVE_AREA,
  brands: BRAND_AREA,
} as const satisfies {
  [K in RecordContractKey]: RecordArea<ModuleDeps>;
};

export const recordAreaOf = (entityType: string): RecordArea<ModuleDeps> | undefined =>
  Object.values<RecordArea<ModuleDeps>>(RECORD_AREAS).find((area) => area.record.entityType === entityType);
