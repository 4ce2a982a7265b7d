import { describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  dimensionOf,
  METRICS,
  metricOf,
  OFFERED_DIMENSIONS,
  OFFERED_METRICS,
  UNAVAILABLE_DIMENSIONS,
  UNAVAILABLE_METRICS,
} from '../src/reports/catalogue';
import { DIMENSION_GROUPS, METRIC_GROUPS, REPORT_FORMATS } from '../src/reports/catalogue-types';
import { changeFrom, formatAxisTick, formatReportValue } from '../src/reports/format-value';
import { type CounterSums, countersOf, describe as describeFormula, evaluate } from '../src/reports/formula';

const labels = (entries: readonly { label: string }[]) => entries.map((e) => e.label);
const metricValue = (key: string, sums: CounterSums) => {
  const formula = metricOf(key)?.formula;
  if (!formula) throw new Error(`${key} has no formula`);
  return evaluate(formula, sums);
};

describe('report catalogue (part 2 §3)', () => {
  it('every entry not offered is named under its reason: offered and unavailable make the whole catalogue', () => {
    const unavailable = (groups: typeof UNAVAILABLE_DIMENSIONS) => groups.flatMap((group) => group.labels);
    expect(OFFERED_DIMENSIONS.length + unavailable(UNAVAILABLE_DIMENSIONS).length).toBe(DIMENSIONS.length);
    expect(OFFERED_METRICS.length + unavailable(UNAVAILABLE_METRICS).length).toBe(METRICS.length);
    expect(UNAVAILABLE_DIMENSIONS).toContainEqual({
      reason: 'No fact carries this dimension yet',
      labels: expect.arrayContaining(['Publisher Secondary ID', 'Supply Chain ASI']),
    });
    // Issues 24 and 28: the app, request publisher and EPG dimensions are carried by the facts now.
    for (const label of ['App ID', 'App Store ID', 'Application Name', 'Request Publisher Name', 'EPG Genre'])
      expect(unavailable(UNAVAILABLE_DIMENSIONS)).not.toContain(label);
    expect(unavailable(UNAVAILABLE_METRICS)).not.toContain('Bundle CPM');
    expect(unavailable(UNAVAILABLE_DIMENSIONS)).not.toContain('Placement');
    for (const group of [...UNAVAILABLE_DIMENSIONS, ...UNAVAILABLE_METRICS])
      expect(group.reason).not.toBe('');
  });

  it('"The catalogue is sorted by label"', () => {
    expect(labels(DIMENSIONS)).toEqual([...labels(DIMENSIONS)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels(METRICS)).toEqual([...labels(METRICS)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('holds every dimension the spec names, in its group', () => {
    const spec: Record<string, string[]> = {
      Time: ['hour', 'day', 'month', 'year'],
      Inventory: [
        'placement',
        'placementId',
        'publisherName',
        'publisherId',
        'publisherNetwork',
        'publisherSecondaryId',
        'domain',
        'appId',
        'appBundleId',
        'appStoreId',
        'applicationName',
        'applicationId',
        'requestPublisherId',
        'requestPublisherName',
        'inventoryType',
        'platform',
        'marketplace',
      ],
      'Demand and campaign': [
        'demandPartner',
        'dpConnection',
        'lineItem',
        'lineItemId',
        'order',
        'deal',
        'dealId',
        'advertiser',
        'adomain',
        'creativeId',
        'creativeName',
        'dcoCreativeId',
        'dcoCreativeName',
        'auctionType',
      ],
      Network: ['networkId', 'networkName', 'schainAsi'],
      Content: [
        'videoId',
        'videoName',
        'productType',
        'contentLanguage',
        'iabCategory',
        'moment',
        'allPodTargeting',
        'firstImpression',
      ],
      Geo: ['country', 'region', 'metroCode', 'metroName'],
      Device: ['deviceType', 'deviceTypeId'],
      'Errors and fraud': ['errorMessage', 'errorCode', 'ivtProvider', 'ivtType', 'dvSegment'],
      Extras: ['xp', 'xp1', 'xp2', 'xp3'],
    };
    for (const [group, keys] of Object.entries(spec)) {
      for (const key of keys) expect(dimensionOf(key)?.group, key).toBe(group);
    }
    expect(DIMENSIONS.filter((d) => d.group === 'EPG')).toHaveLength(7);
  });

  it('holds every metric the spec names', () => {
    const keys = [
      'adImpressions',
      'adRequests',
      'filledImpressions',
      'fillRate',
      'renderRate',
      'responseRate',
      'revenue',
      'grossRevenue',
      'netRevenue',
      'pubRevenue',
      'publisherRevenueShare',
      'profit',
      'marginPct',
      'rpm',
      'rpmFill',
      'rps',
      'bidCpm',
      'publisherCpm',
      'pubNetworkCpm',
      'fillCpm',
      'requestBidFloor',
      'bids',
      'bidFillRatio',
      'wonBids',
      'lostBids',
      'winRatio',
      'lostRatio',
      'bidRatio',
      'insertionRatio',
      'bidWinLostRatio',
      'dpAdRequests',
      'dpAdRequestRatio',
      'dpFillRatio',
      'qrScans',
      'adStart',
      'adQuartile1',
      'adMid',
      'adQuartile3',
      'adCompletion',
      'networkRevenue',
      'networkProfit',
      'bundleRevenueShare',
      'bundleCpm',
    ];
    for (const key of keys) expect(metricOf(key), key).toBeDefined();
  });

  it('gives every entry a unique key, a label, a known group and one of the spec formats', () => {
    const all = [...DIMENSIONS, ...METRICS];
    expect(new Set(all.map((e) => e.key)).size).toBe(all.length);
    for (const d of DIMENSIONS) expect(DIMENSION_GROUPS).toContain(d.group);
    for (const m of METRICS) expect(METRIC_GROUPS).toContain(m.group);
    for (const e of all) {
      expect(REPORT_FORMATS).toContain(e.format);
      expect(e.label.trim()).not.toBe('');
    }
    expect(REPORT_FORMATS).toEqual([
      'string',
      'number',
      'decimal',
      'date-time',
      'percentage',
      'plain-percentage',
      'currency',
      'duration',
    ]);
  });

  it('offers only what a fact feeds, and says why the rest is missing', () => {
    const unfedMetrics = METRICS.filter((m) => m.formula === null);
    expect(unfedMetrics.map((m) => m.key)).toEqual(
      expect.arrayContaining(['lineItemSpentBudget', 'publisherImpressions']),
    );
    for (const m of unfedMetrics) {
      expect(m.unfedReason).toBeTruthy();
      expect(OFFERED_METRICS).not.toContain(m);
    }
    expect(OFFERED_METRICS.length + unfedMetrics.length).toBe(METRICS.length);
    expect(OFFERED_DIMENSIONS.map((d) => d.key)).not.toContain('xp');
    expect(OFFERED_DIMENSIONS.map((d) => d.key)).toContain('epgGenre');
    expect(OFFERED_DIMENSIONS.map((d) => d.key)).toContain('demandPartner');
  });
});

describe('metric formulas against hand-computed sums', () => {
  const sums: CounterSums = {
    ad_requests: 1000,
    filled_impressions: 400,
    ad_impressions: 300,
    revenue: 6,
    pub_revenue: 4,
    platform_cost: 0.5,
    saas_fee: 0.25,
    bids: 800,
    won_bids: 500,
    lost_bids: 300,
    dp_ad_requests: 2000,
  };

  it('fill rate is impressions / ad requests; render rate impressions / filled; response rate filled / ad requests', () => {
    expect(metricValue('fillRate', sums)).toBeCloseTo(0.3);
    expect(metricValue('renderRate', sums)).toBeCloseTo(0.75);
    expect(metricValue('responseRate', sums)).toBeCloseTo(0.4);
  });

  it('net revenue is revenue minus publisher revenue; profit adds the SaaS fee and takes off platform cost', () => {
    expect(metricValue('netRevenue', sums)).toBeCloseTo(2);
    expect(metricValue('profit', sums)).toBeCloseTo(1.75);
    expect(metricValue('marginPct', sums)).toBeCloseTo(1.75 / 6);
  });

  it('rpm is revenue / impressions * 1000; rpm fill revenue / filled * 1000', () => {
    expect(metricValue('rpm', sums)).toBeCloseTo(20);
    expect(metricValue('rpmFill', sums)).toBeCloseTo(15);
  });

  it('bidding ratios divide sums', () => {
    expect(metricValue('winRatio', sums)).toBeCloseTo(0.625);
    expect(metricValue('lostRatio', sums)).toBeCloseTo(0.375);
    expect(metricValue('bidRatio', sums)).toBeCloseTo(0.4);
    expect(metricValue('insertionRatio', sums)).toBeCloseTo(0.6);
  });

  it('a division by zero has no value rather than zero or infinity', () => {
    const none: CounterSums = { revenue: 5 };
    expect(metricValue('rpm', none)).toBeNull();
    expect(metricValue('fillRate', none)).toBeNull();
    expect(metricValue('marginPct', {})).toBeNull();
    expect(metricValue('adImpressions', {})).toBe(0);
  });

  it('ratios of sums, not averages of ratios', () => {
    // Two hours: 1/10 and 99/100 filled. The average of the ratios would be 0.545.
    const total: CounterSums = { ad_impressions: 100, ad_requests: 110 };
    expect(metricValue('fillRate', total)).toBeCloseTo(100 / 110);
  });

  it('names the counters it reads and describes itself', () => {
    const profit = metricOf('profit')?.formula;
    expect(profit && countersOf(profit).sort()).toEqual([
      'platform_cost',
      'pub_revenue',
      'revenue',
      'saas_fee',
    ]);
    const rpm = metricOf('rpm')?.formula;
    expect(rpm && describeFormula(rpm)).toBe('revenue / ad_impressions * 1000');
  });
});

describe('report values as shown', () => {
  it('money in USD with 2 decimals, ratios as percentages, counts whole, nothing as a dash', () => {
    expect(formatReportValue(1234.5, 'currency')).toBe('$1,234.50');
    expect(formatReportValue(0.1234, 'percentage')).toBe('12.34%');
    expect(formatReportValue(1234.4, 'number')).toBe('1,234');
    expect(formatReportValue(null, 'currency')).toBe('–');
    expect(changeFrom(125, 100)).toBeCloseTo(0.25);
    expect(changeFrom(5, 0)).toBeNull();
  });
});

describe('chart axis ticks', () => {
  it('money and counts in short form, percentages as in the table', () => {
    expect(formatAxisTick(3_412_345, 'number')).toBe('3.4M');
    expect(formatAxisTick(12_540, 'currency')).toBe('$12.5K');
    expect(formatAxisTick(950, 'number')).toBe('950');
    expect(formatAxisTick(0.1234, 'percentage')).toBe('12.34%');
  });
});
