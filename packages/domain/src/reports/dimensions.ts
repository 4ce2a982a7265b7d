import type {
  Dimension,
  DimensionGroup,
  DimensionSource,
  NamedEntity,
  ReportFormat,
  TimeGrain,
} from './catalogue-types';
import type { AdFactDimensionColumn } from './facts';

const NOT_IN_FACTS = 'No fact carries this dimension yet';
// Videos are named on the content side; their ad facts carry ids only.
const NO_RECORDS = 'No names to show yet: these records are not in the console; use the ID dimension';

type Spec = [key: string, label: string, source: DimensionSource, format?: ReportFormat];

const time = (grain: TimeGrain): DimensionSource => ({ kind: 'time', grain });
const column = (name: AdFactDimensionColumn, names?: NamedEntity): DimensionSource =>
  names ? { kind: 'column', column: name, names } : { kind: 'column', column: name };
const unfed = (reason = NOT_IN_FACTS): DimensionSource => ({ kind: 'unfed', reason });

/** Part 2 §3 dimensions by group, in the spec's order; the catalogue sorts them by label. */
const GROUPS: Record<DimensionGroup, Spec[]> = {
  Time: [
    ['hour', 'Hour', time('hour'), 'date-time'],
    ['day', 'Day', time('day'), 'date-time'],
    ['month', 'Month', time('month'), 'date-time'],
    ['year', 'Year', time('year'), 'date-time'],
  ],
  Inventory: [
    ['placement', 'Placement', column('placement_id', 'placement')],
    ['placementId', 'Placement ID', column('placement_id'), 'number'],
    ['publisherName', 'Publisher', column('publisher_id', 'publisher')],
    ['publisherId', 'Publisher ID', column('publisher_id'), 'number'],
    ['publisherNetwork', 'Publisher Network', column('network_id', 'network')],
    ['publisherSecondaryId', 'Publisher Secondary ID', unfed()],
    ['domain', 'Domain', column('domain')],
    ['appId', 'App ID', column('app_id'), 'number'],
    ['appBundleId', 'App Bundle ID', column('app_bundle')],
    ['appStoreId', 'App Store ID', column('app_store_id')],
    ['applicationName', 'Application Name', column('app_name')],
    ['applicationId', 'Application ID', column('application_id')],
    ['requestPublisherId', 'Request Publisher ID', column('request_publisher_id')],
    ['requestPublisherName', 'Request Publisher Name', column('request_publisher_name')],
    ['inventoryType', 'Inventory Type', column('inventory_type')],
    ['platform', 'Platform', column('platform')],
    ['marketplace', 'Marketplace', column('marketplace')],
  ],
  'Demand and campaign': [
    ['demandPartner', 'Demand Partner', column('demand_partner_id', 'demandPartner')],
    ['dpConnection', 'Demand Partner Connection', column('connection_id', 'connection')],
    ['lineItem', 'Line Item', column('line_item_id', 'lineItem')],
    ['lineItemId', 'Line Item ID', column('line_item_id'), 'number'],
    ['order', 'Order', column('order_id', 'order')],
    ['deal', 'Deal', column('deal_id', 'deal')],
    ['dealId', 'Deal ID', column('deal_id'), 'number'],
    ['advertiser', 'Advertiser', column('advertiser_id', 'advertiser')],
    ['advertiserSecondaryId', 'Advertiser Secondary ID', unfed()],
    ['adomain', 'Advertiser Domain', column('advertiser_id', 'adomain')],
    ['creativeId', 'Creative ID', column('creative_id'), 'number'],
    ['creativeName', 'Creative Name', column('creative_id', 'creative')],
    ['dcoCreativeId', 'DCO Creative ID', column('creative_id', 'dcoCreativeId')],
    ['dcoCreativeName', 'DCO Creative Name', column('creative_id', 'dcoCreative')],
    ['auctionType', 'Auction Type', column('auction_type')],
  ],
  Network: [
    ['networkId', 'Network ID', column('network_id'), 'number'],
    ['networkName', 'Network Name', column('network_id', 'network')],
    ['schainAsi', 'Supply Chain ASI', unfed()],
  ],
  Content: [
    ['videoId', 'Video ID', column('video_id'), 'number'],
    ['videoName', 'Video Name', unfed(NO_RECORDS)],
    ['productType', 'Product Type', unfed()],
    ['contentLanguage', 'Content Language', unfed()],
    ['iabCategory', 'IAB Category', unfed()],
    ['moment', 'Moment', unfed()],
    ['allPodTargeting', 'All Pod Targeting', unfed()],
    ['firstImpression', 'First Impression', unfed()],
  ],
  EPG: [
    ['epgChannel', 'EPG Channel', column('channel_id', 'channel')],
    ['epgGenre', 'EPG Genre', column('epg_genre')],
    ['epgSubgenre', 'EPG Subgenre', column('epg_subgenre')],
    ['epgRating', 'EPG Rating', column('epg_rating')],
    ['epgTitle', 'EPG Title', column('epg_title')],
    ['epgService', 'EPG Service', column('epg_service')],
    ['epgStatus', 'EPG Status', column('epg_status')],
  ],
  Geo: [
    ['country', 'Country', column('country')],
    ['region', 'Region', column('region')],
    ['metroCode', 'Metro Code', column('metro_code')],
    ['metroName', 'Metro Name', unfed()],
  ],
  Device: [
    ['deviceType', 'Device Type', column('device_type', 'deviceType')],
    ['deviceTypeId', 'Device Type ID', column('device_type'), 'number'],
  ],
  'Errors and fraud': [
    ['errorMessage', 'Error Message', column('error_message')],
    ['errorCode', 'Error Code', column('error_code')],
    ['ivtProvider', 'IVT Provider', column('ivt_provider')],
    ['ivtType', 'IVT Type', column('ivt_type')],
    ['dvSegment', 'DV Segment', column('dv_segment')],
  ],
  Extras: [
    ['xp', 'XP', unfed()],
    ['xp1', 'XP1', unfed()],
    ['xp2', 'XP2', unfed()],
    ['xp3', 'XP3', unfed()],
  ],
};

export const DIMENSION_LIST: readonly Dimension[] = (
  Object.entries(GROUPS) as [DimensionGroup, Spec[]][]
).flatMap(([group, specs]) =>
  specs.map(([key, label, source, format]) => ({
    key,
    label,
    group,
    format: format ?? 'string',
    field: key,
    source,
  })),
);
