/** Issue 24: the app and the publisher as the request names them (the app's console id, 0 for none). */
export const REQUEST_COLUMNS = [
  'app_id',
  'app_store_id',
  'app_name',
  'application_id',
  'request_publisher_id',
  'request_publisher_name',
] as const;

/** Issue 28: the programme (EPG) the ad played in; `channel_id` beside them names the console's channel (0: none). */
export const PROGRAMME_COLUMNS = [
  'epg_title',
  'epg_genre',
  'epg_subgenre',
  'epg_rating',
  'epg_service',
  'epg_status',
] as const;

/**
 * Dimension columns the ad facts gained after the first stores were made (issue 27: errors and
 * fraud; issue 24: the app and request publisher; issue 28: the programme and its channel): a store
 * made before them gets them, empty, when it opens.
 */
export const LATER_DIMENSION_COLUMNS = [
  'error_message',
  'ivt_provider',
  'ivt_type',
  'dv_segment',
  ...REQUEST_COLUMNS,
  'channel_id',
  ...PROGRAMME_COLUMNS,
] as const;

/**
 * The columns of the hourly ad-event fact table: the dimension keys the product owns and the
 * base counters and money columns every metric of the catalogue is derived from.
 */
export const AD_FACT_DIMENSION_COLUMNS = [
  'placement_id',
  'publisher_id',
  'network_id',
  'demand_partner_id',
  'connection_id',
  'deal_id',
  'line_item_id',
  'order_id',
  'advertiser_id',
  'creative_id',
  'app_bundle',
  'domain',
  'country',
  'region',
  'metro_code',
  'device_type',
  'platform',
  'inventory_type',
  'marketplace',
  'auction_type',
  'video_id',
  'error_code',
  ...LATER_DIMENSION_COLUMNS,
] as const;
export type AdFactDimensionColumn = (typeof AD_FACT_DIMENSION_COLUMNS)[number];

/** Columns holding ids of the product's records (0 when the event has none). */
export const AD_FACT_ID_COLUMNS: readonly AdFactDimensionColumn[] = [
  'placement_id',
  'publisher_id',
  'network_id',
  'demand_partner_id',
  'connection_id',
  'deal_id',
  'line_item_id',
  'order_id',
  'advertiser_id',
  'creative_id',
  'video_id',
  'device_type',
  'app_id',
  'channel_id',
];

export const AD_FACT_COUNTERS = [
  'ad_requests',
  'filled_impressions',
  'ad_impressions',
  'dp_ad_requests',
  'bids',
  'won_bids',
  'lost_bids',
  'revenue',
  'pub_revenue',
  'platform_cost',
  'saas_fee',
  'network_revenue',
  'bid_price_sum',
  'bid_floor_sum',
  'content_impressions',
  'stitch_impressions',
  'cache_impressions',
  'line_item_impressions',
  'qr_scans',
  'ad_start',
  'ad_quartile1',
  'ad_mid',
  'ad_quartile3',
  'ad_completion',
  'cache_find',
  'cache_store',
  'cache_unlock',
  'cache_use',
  'errors',
  /** Clicks through an ad (its VAST ClickTracking beacon); no metric of the catalogue reads them yet. */
  'clicks',
  /** Impressions served in a programme that matched one of its network's keyword packages (issue 28). */
  'epg_keyword_impressions',
  /**
   * Issue 28, bundles: the revenue of impressions sold under a bundle revenue share, and that share
   * of it; the impressions sold under a bundle CPM, and what that CPM comes to (CPM / 1000 each).
   */
  'bundle_revenue',
  'bundle_share_revenue',
  'bundle_impressions',
  'bundle_cpm_revenue',
] as const;
export type AdFactCounter = (typeof AD_FACT_COUNTERS)[number];

/** Money columns hold USD; the rest are whole counts. */
export const AD_FACT_MONEY: readonly AdFactCounter[] = [
  'revenue',
  'pub_revenue',
  'platform_cost',
  'saas_fee',
  'network_revenue',
  'bid_price_sum',
  'bid_floor_sum',
  'bundle_revenue',
  'bundle_share_revenue',
  'bundle_cpm_revenue',
];

/** The second fact table: content viewing, for the content-owner and publisher content dashboards. */
export const VIEW_FACT_DIMENSION_COLUMNS = [
  'video_id',
  'content_owner_id',
  'publisher_id',
  'country',
  'platform',
  'media_type',
] as const;
export type ViewFactDimensionColumn = (typeof VIEW_FACT_DIMENSION_COLUMNS)[number];

export const VIEW_FACT_COUNTERS = ['plays', 'watch_seconds'] as const;
export type ViewFactCounter = (typeof VIEW_FACT_COUNTERS)[number];
