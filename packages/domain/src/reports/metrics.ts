import type { Metric, MetricGroup, ReportFormat } from './catalogue-types';
import { type Formula, minus, plus, ratio, sum } from './formula';

type Spec = [
  key: string,
  label: string,
  format: ReportFormat,
  formula: Formula | string,
  description?: string,
];

const impressions = sum('ad_impressions');
const requests = sum('ad_requests');
const filled = sum('filled_impressions');
const revenue = sum('revenue');
const pubRevenue = sum('pub_revenue');
const bids = sum('bids');
const won = sum('won_bids');
const lost = sum('lost_bids');
const dpRequests = sum('dp_ad_requests');
const netRevenue = minus(revenue, pubRevenue);
const profit = minus(plus(netRevenue, sum('saas_fee')), sum('platform_cost'));
const perMille = (money: Formula, count: Formula) => ratio(money, count, 1000);

const CONFIGURATION = 'A setting of the network, not an event count: shown on the network page';

/** Part 2 §3 metrics by group with their formulas; a string instead of a formula says why none feeds it. */
const GROUPS: Record<MetricGroup, Spec[]> = {
  'Impressions and requests': [
    ['adImpressions', 'Ad Impressions', 'number', impressions, 'Rendered ads'],
    ['adRequests', 'Ad Requests', 'number', requests],
    ['filledImpressions', 'Filled Impressions', 'number', filled],
  ],
  'Fill ratios': [
    ['fillRate', 'Fill Rate', 'percentage', ratio(impressions, requests), 'Impressions / ad requests'],
    ['renderRate', 'Render Rate', 'percentage', ratio(impressions, filled), 'Impressions / filled'],
    ['responseRate', 'Response Rate', 'percentage', ratio(filled, requests), 'Filled / ad requests'],
  ],
  Revenue: [
    ['revenue', 'Revenue', 'currency', revenue, 'Gross revenue'],
    ['grossRevenue', 'Gross Revenue', 'currency', revenue],
    ['netRevenue', 'Net Revenue', 'currency', netRevenue, 'Revenue minus publisher revenue'],
    ['pubRevenue', 'Publisher Revenue', 'currency', pubRevenue],
    ['publisherRevenueShare', 'Publisher Revenue Share', 'percentage', ratio(pubRevenue, revenue)],
  ],
  Profit: [
    ['profit', 'Profit', 'currency', profit, 'Net revenue plus publisher SaaS fee minus platform cost'],
    ['marginPct', 'Margin', 'percentage', ratio(profit, revenue), 'Profit / revenue'],
  ],
  Price: [
    ['rpm', 'RPM', 'currency', perMille(revenue, impressions), 'Revenue / impressions * 1000'],
    ['rpmFill', 'RPM Fill', 'currency', perMille(revenue, filled), 'Revenue / filled * 1000'],
    ['rps', 'RPS', 'currency', perMille(revenue, requests), 'Revenue / ad requests * 1000'],
    ['bidCpm', 'Bid CPM', 'currency', ratio(sum('bid_price_sum'), bids), 'Average bid price'],
    ['publisherCpm', 'Publisher CPM', 'currency', perMille(pubRevenue, impressions)],
    ['pubNetworkCpm', 'Publisher Network CPM', 'currency', perMille(sum('network_revenue'), impressions)],
    ['fillCpm', 'Fill CPM', 'currency', perMille(pubRevenue, filled), 'Publisher revenue / filled * 1000'],
    [
      'requestBidFloor',
      'Request Bid Floor',
      'currency',
      ratio(sum('bid_floor_sum'), requests),
      'Average floor',
    ],
  ],
  Bidding: [
    ['bids', 'Bids', 'number', bids],
    ['bidFillRatio', 'Bid Fill Ratio', 'percentage', ratio(filled, bids)],
    ['wonBids', 'Won Bids', 'number', won],
    ['lostBids', 'Lost Bids', 'number', lost],
    ['winRatio', 'Win Ratio', 'percentage', ratio(won, bids)],
    ['lostRatio', 'Lost Ratio', 'percentage', ratio(lost, bids)],
    ['bidRatio', 'Bid Ratio', 'percentage', ratio(bids, dpRequests), 'Bids / demand partner requests'],
    ['insertionRatio', 'Insertion Ratio', 'percentage', ratio(impressions, won), 'Impressions / won bids'],
    ['bidWinLostRatio', 'Bid Win/Lost Ratio', 'decimal', ratio(won, lost)],
  ],
  'Demand-partner ratios': [
    ['dpAdRequests', 'DP Ad Requests', 'number', dpRequests],
    ['dpAdRequestRatio', 'DP Ad Request Ratio', 'decimal', ratio(dpRequests, requests)],
    ['dpFillRatio', 'DP Fill Ratio', 'percentage', ratio(filled, dpRequests)],
  ],
  'Other counts': [
    ['contentImpressions', 'Content Impressions', 'number', sum('content_impressions')],
    ['stitchImpressions', 'Stitch Impressions', 'number', sum('stitch_impressions')],
    ['cacheImpressions', 'Cache Impressions', 'number', sum('cache_impressions')],
    ['lineItemImpressions', 'Line Item Impressions', 'number', sum('line_item_impressions')],
    [
      'publisherImpressions',
      'Publisher Impressions',
      'number',
      'Publisher-counted impressions are not imported yet',
    ],
    ['qrScans', 'QR Scans', 'number', sum('qr_scans')],
    ['errors', 'Errors', 'number', sum('errors'), 'Ad-request and VAST errors'],
    ['errorRate', 'Error Rate', 'percentage', ratio(sum('errors'), requests), 'Errors / ad requests'],
  ],
  'Ad quartiles': [
    ['adStart', 'Ad Start', 'number', sum('ad_start')],
    ['adQuartile1', 'Ad First Quartile', 'number', sum('ad_quartile1')],
    ['adMid', 'Ad Midpoint', 'number', sum('ad_mid')],
    ['adQuartile3', 'Ad Third Quartile', 'number', sum('ad_quartile3')],
    ['adCompletion', 'Ad Completion', 'number', sum('ad_completion')],
  ],
  'Bid cache events': [
    ['bidCacheFind', 'Bid Cache Find', 'number', sum('cache_find')],
    ['bidCacheStore', 'Bid Cache Store', 'number', sum('cache_store')],
    ['bidCacheUnlock', 'Bid Cache Unlock', 'number', sum('cache_unlock')],
    ['bidCacheUse', 'Bid Cache Use', 'number', sum('cache_use')],
  ],
  'Network SaaS': [
    ['networkSaasType', 'Network SaaS Type', 'string', CONFIGURATION],
    ['networkSaasValue', 'Network SaaS Value', 'decimal', CONFIGURATION],
    ['networkSaasMetric', 'Network SaaS Metric', 'string', CONFIGURATION],
    ['networkSaasFee', 'Network SaaS Fee', 'currency', sum('saas_fee')],
    ['networkRevenue', 'Network Revenue', 'currency', sum('network_revenue')],
    ['networkProfit', 'Network Profit', 'currency', minus(sum('network_revenue'), sum('saas_fee'))],
  ],
  Bundles: [
    [
      'bundleRevenueShare',
      'Bundle Revenue Share',
      'percentage',
      ratio(sum('bundle_share_revenue'), sum('bundle_revenue')),
      'The revenue share in force, weighted by revenue: set on the line item, else on its IO, else on the channel bundle (a child bundle over its parent)',
    ],
    [
      'bundleCpm',
      'Bundle CPM',
      'currency',
      perMille(sum('bundle_cpm_revenue'), sum('bundle_impressions')),
      'The bundle CPM in force, weighted by impressions: set on the line item, else on its IO, else on the channel bundle',
    ],
  ],
  'Line item delivery': [
    ['lineItemSpentBudget', 'Line Item Spent Budget', 'currency', 'Line item budgets are not imported yet'],
    ['lineItemEcpm', 'Line Item eCPM', 'currency', perMille(revenue, sum('line_item_impressions'))],
  ],
  'EPG keywords': [
    [
      'epgKeywordCount',
      'EPG Keyword Count',
      'number',
      sum('epg_keyword_impressions'),
      'Impressions in programmes a keyword package of their network matched when served',
    ],
    [
      'epgKeywordRate',
      'EPG Keyword Rate',
      'percentage',
      ratio(sum('epg_keyword_impressions'), impressions),
      'EPG keyword count / impressions',
    ],
  ],
};

export const METRIC_LIST: readonly Metric[] = (Object.entries(GROUPS) as [MetricGroup, Spec[]][]).flatMap(
  ([group, specs]) =>
    specs.map(([key, label, format, formula, description]): Metric => {
      const base = { key, label, group, format, field: key, ...(description ? { description } : {}) };
      return typeof formula === 'string'
        ? { ...base, formula: null, unfedReason: formula }
        : { ...base, formula };
    }),
);
