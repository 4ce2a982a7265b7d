import {
  dimensionOf,
  metricOf,
  UNAVAILABLE_DIMENSIONS,
  UNAVAILABLE_METRICS,
} from '@adcast/domain/reports/catalogue';
import { FACT_IMPORT_MESSAGES } from '@adcast/domain/reports/fact-import';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { type ReportQueryInput, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAggregate } from '../src/reports/compiler';
import type { FactStore } from '../src/reports/fact-store';
import { ImportRowsError, validateRows } from '../src/reports/importer';
import { prepareFactTables } from '../src/reports/prepare-tables';
import { runReport } from '../src/reports/run-report';
import { builders } from './support/builders';
import { useDemoApp } from './support/demand';
import { type AdFactInput, adFact, FACT_ENGINES, load } from './support/facts';

const ISSUE_24_DIMENSIONS = [
  'domain',
  'appId',
  'appBundleId',
  'appStoreId',
  'applicationName',
  'applicationId',
  'inventoryType',
  'platform',
  'marketplace',
  'requestPublisherId',
  'requestPublisherName',
];
const EPG_DIMENSIONS = [
  'epgChannel',
  'epgGenre',
  'epgSubgenre',
  'epgRating',
  'epgTitle',
  'epgService',
  'epgStatus',
];
const NEW_METRICS = ['epgKeywordCount', 'epgKeywordRate', 'bundleRevenueShare', 'bundleCpm'];

const app = (id: number, bundle: string, storeId: string, name: string) => ({
  app_id: id,
  app_bundle: bundle,
  app_store_id: storeId,
  app_name: name,
  application_id: String(id),
  platform: 'CTV',
});
const ROKU = app(31, 'com.granite.roku', '561136', 'Granite Outdoor');
const ANDROID = app(32, 'com.granite.android', 'com.granite.android', 'Granite Outdoor Mobile');
const SELLER = { request_publisher_id: 'adcast-007', request_publisher_name: 'Granite Outdoor Channel' };
const programme = (channel: number, title: string, genre: string, subgenre: string, rating: string) => ({
  channel_id: channel,
  epg_title: title,
  epg_genre: genre,
  epg_subgenre: subgenre,
  epg_rating: rating,
  epg_service: 'Granite Outdoor',
  epg_status: genre === 'News' ? 'LIVE' : 'REPEAT',
});
const TRAILS = programme(5, 'Trail Blazers', 'Lifestyle', 'Outdoors', 'TV-G');
const NEWS = programme(6, 'World Tonight', 'News', 'World News', 'TV-PG');

/** A small November: app and site requests, two programmes, bundle terms and keyword matches by hand. */
const FACTS: AdFactInput[] = [
  adFact({
    hour: '2026-11-03T01:00:00Z',
    ...ROKU,
    ...SELLER,
    ...TRAILS,
    inventory_type: 'VIDEO',
    marketplace: 'OPEN_AUCTION',
    ad_impressions: 40,
    revenue: 0.480001,
    epg_keyword_impressions: 40,
    bundle_revenue: 0.480001,
    bundle_share_revenue: 0.144,
    bundle_impressions: 40,
    bundle_cpm_revenue: 0.72,
  }),
  adFact({
    hour: '2026-11-03T02:00:00Z',
    ...ROKU,
    ...SELLER,
    ...NEWS,
    inventory_type: 'VIDEO',
    marketplace: 'PMP',
    ad_impressions: 30,
    revenue: 0.360002,
    epg_keyword_impressions: 0,
    bundle_revenue: 0.360002,
    bundle_share_revenue: 0.126001,
    bundle_impressions: 30,
    bundle_cpm_revenue: 0.45,
  }),
  adFact({
    hour: '2026-11-04T02:00:00Z',
    ...ANDROID,
    ...SELLER,
    ...NEWS,
    inventory_type: 'AUDIO_BACKFILL',
    marketplace: 'DIRECT',
    ad_impressions: 10,
    revenue: 0.2,
    epg_keyword_impressions: 10,
    bundle_revenue: 0.2,
    bundle_share_revenue: 0.05,
  }),
  adFact({
    hour: '2026-11-04T03:00:00Z',
    domain: 'granite.example',
    platform: 'WEB',
    ...SELLER,
    inventory_type: 'VAST_WEB',
    marketplace: 'OPEN_AUCTION',
    ad_impressions: 20,
    revenue: 0.1,
  }),
];

type Key = keyof AdFactInput & string;
const num = (row: AdFactInput, key: string) => Number(row[key] ?? 0);
const micros = (value: number) => Math.round(value * 1_000_000);

/** The same report worked out over the rows in plain code: money summed in whole millionths. */
function byHand(columns: Key[], rows: readonly AdFactInput[] = FACTS) {
  const groups = new Map<string, AdFactInput[]>();
  for (const row of rows) {
    const key = JSON.stringify(columns.map((c) => row[c] ?? ''));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const sum = (key: string) => group.reduce((total, row) => total + num(row, key), 0);
    const sumMicros = (key: string) => group.reduce((total, row) => total + micros(num(row, key)), 0);
    const impressions = sum('ad_impressions');
    const bundleRevenue = sumMicros('bundle_revenue');
    const bundleImpressions = sum('bundle_impressions');
    return {
      key: columns.map((c) => group[0]?.[c] ?? ''),
      adImpressions: impressions,
      epgKeywordCount: sum('epg_keyword_impressions'),
      epgKeywordRate: impressions === 0 ? null : sum('epg_keyword_impressions') / impressions,
      bundleRevenueShare: bundleRevenue === 0 ? null : sumMicros('bundle_share_revenue') / bundleRevenue,
      bundleCpm:
        bundleImpressions === 0
          ? null
          : (sumMicros('bundle_cpm_revenue') / 1_000_000 / bundleImpressions) * 1000,
    };
  });
}

describe('the catalogue offers the inventory, EPG and bundle entries (issues 24 and 28)', () => {
  it('reads each of them from the facts', () => {
    for (const key of [...ISSUE_24_DIMENSIONS, ...EPG_DIMENSIONS])
      expect(dimensionOf(key)?.source.kind, key).toBe('column');
    for (const key of NEW_METRICS) expect(metricOf(key)?.formula, key).not.toBeNull();
  });

  it('the "not available yet" list no longer names them', () => {
    const dimensions = UNAVAILABLE_DIMENSIONS.flatMap((group) => group.labels);
    const metrics = UNAVAILABLE_METRICS.flatMap((group) => group.labels);
    for (const key of [...ISSUE_24_DIMENSIONS, ...EPG_DIMENSIONS])
      expect(dimensions).not.toContain(dimensionOf(key)?.label);
    for (const key of NEW_METRICS) expect(metrics).not.toContain(metricOf(key)?.label);
    expect(UNAVAILABLE_DIMENSIONS.map((group) => group.reason)).not.toContain('EPG data is not imported yet');
    // What no fact carries yet is still listed.
    expect(dimensions).toContain('Publisher Secondary ID');
  });
});

const report = (store: FactStore, input: Partial<ReportQueryInput>) =>
  runReport(
    store,
    ReportQuerySchema.parse({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      metrics: ['adImpressions'],
      ...input,
    }),
    { kind: 'everything' },
  );

describe.each(FACT_ENGINES)('the new dimensions and metrics against sums by hand on $name', ({ open }) => {
  let store: FactStore;
  beforeAll(async () => {
    store = await open();
    await load(store, FACTS);
  });
  afterAll(() => store.close());

  it('splits impressions by the app as the request names it', async () => {
    const dimensions = ['appId', 'appBundleId', 'appStoreId', 'applicationName', 'applicationId'];
    const result = await report(store, { dimensions, sortProperty: 'appId', sortDirection: 'asc' });
    const expected = byHand(['app_id', 'app_bundle', 'app_store_id', 'app_name', 'application_id'])
      .sort((a, b) => Number(a.key[0]) - Number(b.key[0]))
      .map(({ key, adImpressions }) => ({
        ...Object.fromEntries(dimensions.map((d, i) => [d, key[i]])),
        appId: Number(key[0]),
        adImpressions,
      }));
    expect(result.content).toEqual(expected);
    expect(result.content[0]).toMatchObject({ appId: 0, appBundleId: '', adImpressions: 20 });
  });

  it('splits by domain, inventory type, marketplace and the request publisher', async () => {
    const result = await report(store, {
      dimensions: ['domain', 'inventoryType', 'marketplace', 'requestPublisherId', 'requestPublisherName'],
      filters: [{ dimension: 'marketplace', values: ['OPEN_AUCTION'] }],
      sortProperty: 'domain',
      sortDirection: 'desc',
    });
    expect(result.content).toEqual([
      {
        domain: 'granite.example',
        inventoryType: 'VAST_WEB',
        marketplace: 'OPEN_AUCTION',
        requestPublisherId: 'adcast-007',
        requestPublisherName: 'Granite Outdoor Channel',
        adImpressions: 20,
      },
      {
        domain: '',
        inventoryType: 'VIDEO',
        marketplace: 'OPEN_AUCTION',
        requestPublisherId: 'adcast-007',
        requestPublisherName: 'Granite Outdoor Channel',
        adImpressions: 40,
      },
    ]);
  });

  it('counts keyword impressions and bundle terms by programme, as worked out by hand', async () => {
    // At most six dimensions a report: the service is checked on its own below.
    const dimensions = ['epgChannel', 'epgTitle', 'epgGenre', 'epgSubgenre', 'epgRating', 'epgStatus'];
    const metrics = ['adImpressions', ...NEW_METRICS];
    const query = { dimensions, metrics, sortProperty: 'adImpressions', sortDirection: 'desc' } as const;
    const result = await report(store, query);
    const columns: Key[] = [
      'channel_id',
      'epg_title',
      'epg_genre',
      'epg_subgenre',
      'epg_rating',
      'epg_status',
    ];
    const expected = byHand(columns)
      .sort((a, b) => b.adImpressions - a.adImpressions)
      .map(({ key, ...figures }) => ({
        ...Object.fromEntries(dimensions.map((d, i) => [d, key[i]])),
        epgChannel: Number(key[0]),
        ...figures,
      }));
    expect(result.content).toHaveLength(expected.length);
    result.content.forEach((row, i) => {
      const want = expected[i]!;
      for (const [field, value] of Object.entries(want))
        if (typeof value === 'number') expect(row[field], field).toBeCloseTo(value, 12);
        else expect(row[field], field).toEqual(value);
    });
    const byService = await report(store, { dimensions: ['epgService'], sortProperty: 'epgService' });
    expect(byService.content).toEqual(
      byHand(['epg_service'])
        .map(({ key, adImpressions }) => ({ epgService: key[0], adImpressions }))
        .sort((a, b) => String(b.epgService).localeCompare(String(a.epgService))),
    );
    // World Tonight: 30 of its 40 impressions under a CPM of 15, its share 0.176001 of 0.560002.
    const news = result.content.find((row) => row.epgTitle === 'World Tonight');
    expect(news).toMatchObject({
      adImpressions: 40,
      epgKeywordCount: 10,
      epgKeywordRate: 0.25,
      bundleRevenueShare: 0.176001 / 0.560002,
    });
    // A ratio of exact sums: 0.45 / 30 × 1000 in doubles.
    expect(news?.bundleCpm).toBeCloseTo(15, 9);
    // A whole month of programmes reads the EPG projection, and agrees with the hours.
    const table = compileAggregate(
      {
        dimensions: ['epgGenre'],
        metrics,
        range: { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
        timeZone: 'UTC',
        filters: [],
      },
      { kind: 'everything' },
      store.dialect,
    ).table.name;
    expect(table).toBe('ad_facts_daily_epg');
    const daily = await report(store, { dimensions: ['epgGenre'], metrics });
    const hourly = await report(store, {
      dimensions: ['epgGenre', 'placement'],
      metrics,
      timeZone: 'America/New_York',
    });
    const totalOf = (rows: typeof daily.content, genre: string, field: string) =>
      rows.filter((row) => row.epgGenre === genre).reduce((sum, row) => sum + Number(row[field]), 0);
    for (const genre of ['News', 'Lifestyle', ''])
      expect(totalOf(daily.content, genre, 'epgKeywordCount')).toBe(
        totalOf(hourly.content, genre, 'epgKeywordCount'),
      );
  });

  it('sums bundle money in whole millionths over the whole range', async () => {
    const result = await report(store, { metrics: ['bundleRevenueShare', 'bundleCpm', 'epgKeywordRate'] });
    const [all] = byHand([]);
    // 0.320001 of 1.040003, and 1.17 over 70 impressions: no binary noise from summing doubles.
    expect(result.totals.bundleRevenueShare).toBeCloseTo(320_001 / 1_040_003, 15);
    expect(result.totals.bundleRevenueShare).toBeCloseTo(Number(all?.bundleRevenueShare), 15);
    expect(result.totals.bundleCpm).toBeCloseTo(Number(all?.bundleCpm), 12);
    expect(result.totals.bundleCpm).toBeCloseTo((1.17 / 70) * 1000, 12);
    expect(result.totals.epgKeywordRate).toBe(all?.epgKeywordRate);
  });

  it('a store made before these columns gains them, and fills its new programme projection from the hours', async () => {
    for (const [table, column] of [
      ['ad_facts_hourly', 'app_name'],
      ['ad_facts_hourly', 'bundle_cpm_revenue'],
      ['ad_facts_daily', 'request_publisher_name'],
      ['ad_facts_monthly', 'epg_keyword_impressions'],
    ])
      await store.execute(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    await store.execute('DROP TABLE ad_facts_daily_epg');
    await prepareFactTables(store);
    const byGenre = await report(store, {
      dimensions: ['epgGenre'],
      metrics: ['adImpressions', 'epgKeywordCount'],
    });
    expect(byGenre.content).toEqual(
      byHand(['epg_genre'])
        .map(({ key, adImpressions, epgKeywordCount }) => ({
          epgGenre: key[0],
          adImpressions,
          epgKeywordCount,
        }))
        .sort(
          (a, b) => b.adImpressions - a.adImpressions || String(a.epgGenre).localeCompare(String(b.epgGenre)),
        ),
    );
    // Another time zone reads the hours, where the dropped columns came back empty: what they held
    // is gone, the rest still adds up.
    const hours = { timeZone: 'America/New_York', dimensions: ['applicationName'] };
    const byApp = await report(store, { ...hours, metrics: ['adImpressions', 'bundleCpm'] });
    expect(byApp.content).toEqual([{ applicationName: '', adImpressions: 100, bundleCpm: 0 }]);
    await load(store, [FACTS[0] as AdFactInput]);
    const again = await report(store, hours);
    expect(again.content).toEqual([
      { applicationName: '', adImpressions: 100 },
      { applicationName: 'Granite Outdoor', adImpressions: 40 },
    ]);
  });
});

describe('the importer refuses what no request could carry', () => {
  const refused = (row: Partial<AdFactInput>) => {
    try {
      validateRows('ad', [adFact({ hour: '2026-11-03T01:00:00Z', ...row })]);
    } catch (error) {
      if (error instanceof ImportRowsError) return error.messages;
      throw error;
    }
    return [];
  };

  it('names the column and what it must be', () => {
    expect(refused({ epg_title: 'Show', epg_rating: 'PG-18' })).toEqual([
      `Row 1: epg_rating: ${FACT_IMPORT_MESSAGES.oneOf('epg_rating', ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'G', 'PG', 'PG-13', 'R', 'NC-17', 'NR'])}`,
    ]);
    expect(refused({ epg_title: 'Show', epg_status: 'LATER' })[0]).toBe(
      'Row 1: epg_status: epg_status must be empty or one of LIVE, NEW, REPEAT',
    );
    expect(refused({ marketplace: 'BARTER' })[0]).toContain(
      'marketplace must be empty or one of OPEN_AUCTION, PMP, DIRECT',
    );
    expect(refused({ inventory_type: 'BILLBOARD' })[0]).toContain(
      'inventory_type must be empty or one of VIDEO',
    );
    expect(refused({ app_bundle: 'com.a', app_store_id: 'id 12/3' })).toEqual([
      `Row 1: app_store_id: ${FACT_IMPORT_MESSAGES.storeId}`,
    ]);
  });

  it('refuses rows whose parts do not describe one request', () => {
    expect(refused({ app_name: 'Granite Outdoor' })).toEqual([
      `Row 1: app_bundle: ${FACT_IMPORT_MESSAGES.appWithoutBundle}`,
    ]);
    expect(refused({ app_bundle: 'com.a', domain: 'a.example' })).toEqual([
      `Row 1: domain: ${FACT_IMPORT_MESSAGES.appAndDomain}`,
    ]);
    expect(refused({ epg_genre: 'News' })).toEqual([
      `Row 1: epg_title: ${FACT_IMPORT_MESSAGES.programmeWithoutTitle}`,
    ]);
    expect(refused({ ad_impressions: 5, epg_keyword_impressions: 6 })).toEqual([
      'Row 1: epg_keyword_impressions: epg_keyword_impressions cannot be more than ad_impressions',
    ]);
    expect(refused({ revenue: 1, bundle_revenue: 1, bundle_share_revenue: 1.5 })).toEqual([
      'Row 1: bundle_share_revenue: bundle_share_revenue cannot be more than bundle_revenue',
    ]);
    expect(refused({ ...ROKU, ...TRAILS, marketplace: 'PMP' })).toEqual([]);
  });
});

describe('the new dimensions through the report API', () => {
  const demo = useDemoApp();
  it('a network user reads only its network programmes and apps', async () => {
    const make = builders(demo.t);
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const other = await make.publisher({ networkId: (await make.network()).id });
    const at = { hour: '2026-11-05T10:00:00Z' };
    await load(demo.t.app.deps.facts, [
      adFact({
        ...at,
        ...ROKU,
        ...TRAILS,
        network_id: network.id,
        publisher_id: publisher.id,
        ad_impressions: 4,
      }),
      adFact({
        ...at,
        ...ANDROID,
        ...NEWS,
        network_id: other.networkId ?? 0,
        publisher_id: other.id,
        ad_impressions: 9,
      }),
    ]);
    const member = await make.user({ roles: ['ADMIN'], networkId: network.id });
    const response = await member.client.post(REPORT_API.query, {
      dateFrom: '2026-11-05',
      dateTo: '2026-11-05',
      dimensions: ['epgGenre', 'applicationName'],
      metrics: ['adImpressions'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([
      { epgGenre: 'Lifestyle', applicationName: 'Granite Outdoor', adImpressions: 4 },
    ]);
  });
});
