import { DCO_TEMPLATE } from '@adcast/domain/campaigns/dco';
import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { ERROR_CODES } from '@adcast/domain/errors';
import { BEACON_MESSAGES } from '@adcast/domain/tags/beacons';
import { TAG_API } from '@adcast/domain/tags/paths';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advertisers, creatives } from '../src/db/schema/campaigns';
import { PerSecondBudget } from '../src/http/client-rate';
import { DECISION_HEADER } from '../src/modules/inventory/tags/tag-routes';
import { type Builders, builders } from './support/builders';
import { useDemoApp } from './support/demand';

const today = toWireDate(new Date());

/** Every Adcast URL of a VAST answer, by what it reports: Impression, Error, ClickTracking or a Tracking event. */
function beaconsOf(xml: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /<(Impression|Error|ClickTracking|Tracking event="(\w+)")><!\[CDATA\[(.*?)\]\]>/g;
  for (const [, element, event, url] of xml.matchAll(pattern))
    found.set(event ?? element ?? '', (url ?? '').replace(/^https?:\/\/[^/]+/, ''));
  return found;
}

describe('beacons (issue 26 §2): what players report becomes report rows, line item delivery and frequency counts', () => {
  const app = useDemoApp();
  let make: Builders;
  const get = (url: string) => app.t.app.inject({ method: 'GET', url });
  const flush = () => app.t.app.deps.beacons.flush();

  /** A placement of a new network whose one line item (of the fields given) serves one creative. */
  const servedLineItem = async (fields: Parameters<Builders['lineItem']>[0] = {}) => {
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const placement = await make.placement({ publisher });
    const advertiser = await make.advertiser({ networkId: network.id });
    const order = await make.order({
      advertiser,
      startDate: addDays(today, -10),
      endDate: addDays(today, 20),
    });
    const lineItem = await make.lineItem({
      order,
      startDate: addDays(today, -5),
      endDate: addDays(today, 10),
      ...fields,
    });
    const creative = await make.creative({ order });
    return { placement, lineItem, creative };
  };

  const report = async (lineItemId: number, metrics: string[]) => {
    const answer = await app.admin.post('/api/report/query', {
      dateFrom: addDays(today, -1),
      dateTo: addDays(today, 1),
      dimensions: ['lineItem'],
      metrics,
      filters: [{ dimension: 'lineItem', values: [lineItemId] }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().content[0] ?? null;
  };

  beforeAll(() => {
    make = builders(app.t);
  });

  it('counts each event of a served ad once, as report rows with the price paid, on a signed URL', async () => {
    const { placement, lineItem, creative } = await servedLineItem({ cpm: 20 });
    const answer = await get(`${TAG_API.vastTag(placement.id)}?ifa=device-1&country=us`);
    const beacons = beaconsOf(answer.body);
    expect([...beacons.keys()].sort()).toEqual(
      [
        'ClickTracking',
        'Error',
        'Impression',
        'complete',
        'firstQuartile',
        'midpoint',
        'start',
        'thirdQuartile',
      ].sort(),
    );
    for (const event of [
      'Impression',
      'Impression',
      'start',
      'firstQuartile',
      'midpoint',
      'complete',
      'ClickTracking',
    ]) {
      expect((await get(beacons.get(event) ?? '')).statusCode, event).toBe(204);
    }
    await flush();
    // A repeat after the write still counts nothing: the receipt is kept.
    expect((await get(beacons.get('Impression') ?? '')).statusCode).toBe(204);
    await flush();

    expect(await report(lineItem.id, ['adImpressions', 'revenue', 'adStart', 'adCompletion'])).toMatchObject({
      adImpressions: 1,
      revenue: 0.02,
      adStart: 1,
      adCompletion: 1,
    });
    const byPlacement = await app.admin.post('/api/report/query', {
      dateFrom: addDays(today, -1),
      dateTo: addDays(today, 1),
      dimensions: ['placement'],
      metrics: ['adRequests', 'adImpressions'],
      filters: [{ dimension: 'placement', values: [placement.id] }],
    });
    expect(byPlacement.json().content[0]).toMatchObject({ adRequests: 1, adImpressions: 1 });

    // The advertiser's domains and, for a DCO creative, its name and id, as report dimensions.
    await app.t.db
      .update(advertisers)
      .set({ advertiserDomains: ['brand.example', 'shop.brand.example'] })
      .where(eq(advertisers.id, creative.advertiserId));
    const design = { template: DCO_TEMPLATE, backgroundId: 1, headline: 'Hi', callToAction: 'Go' };
    const byCreative = async () =>
      (
        await app.admin.post('/api/report/query', {
          dateFrom: addDays(today, -1),
          dateTo: addDays(today, 1),
          dimensions: ['adomain', 'dcoCreativeName', 'dcoCreativeId'],
          metrics: ['adImpressions'],
          filters: [{ dimension: 'lineItem', values: [lineItem.id] }],
        })
      ).json().content;
    expect(await byCreative()).toEqual([
      {
        adomain: 'brand.example, shop.brand.example',
        dcoCreativeName: '(not a DCO creative)',
        dcoCreativeId: '(not a DCO creative)',
        adImpressions: 1,
      },
    ]);
    await app.t.db
      .update(creatives)
      .set({ creativeDesign: JSON.stringify(design) })
      .where(eq(creatives.id, creative.id));
    expect(await byCreative()).toEqual([
      {
        adomain: 'brand.example, shop.brand.example',
        dcoCreativeName: creative.name,
        dcoCreativeId: String(creative.id),
        adImpressions: 1,
      },
    ]);
  });

  it("writes the publisher's app its bundle names (id, store id, name) and the placement's type into the facts (issue 24)", async () => {
    const { placement, lineItem } = await servedLineItem({ cpm: 10 });
    const mine = await make.app({
      publisher: { id: placement.publisherId },
      storeId: '561777',
      name: 'Beacon TV',
    });
    const query = (bundle: string) => `${TAG_API.vastTag(placement.id)}?ifa=device-9&app_bundle=${bundle}`;
    for (const bundle of [mine.bundleId, 'com.nobody.tv']) {
      const impression = beaconsOf((await get(query(bundle))).body).get('Impression') ?? '';
      expect((await get(impression)).statusCode).toBe(204);
    }
    await flush();
    const answer = await app.admin.post('/api/report/query', {
      dateFrom: addDays(today, -1),
      dateTo: addDays(today, 1),
      dimensions: ['appBundleId', 'appId', 'appStoreId', 'applicationName', 'inventoryType'],
      metrics: ['adRequests', 'adImpressions'],
      filters: [{ dimension: 'lineItem', values: [lineItem.id] }],
      sortProperty: 'appBundleId',
      sortDirection: 'asc',
    });
    expect(answer.json().content).toEqual(
      [
        {
          appBundleId: mine.bundleId,
          appId: mine.id,
          appStoreId: '561777',
          applicationName: 'Beacon TV',
          inventoryType: placement.type,
          adRequests: 0,
          adImpressions: 1,
        },
        {
          appBundleId: 'com.nobody.tv',
          appId: 0,
          appStoreId: '',
          applicationName: '',
          inventoryType: placement.type,
          adRequests: 0,
          adImpressions: 1,
        },
      ].sort((a, b) => a.appBundleId.localeCompare(b.appBundleId)),
    );
  });

  it('keeps the VAST error code a player reports', async () => {
    const { placement, lineItem } = await servedLineItem();
    const error = beaconsOf((await get(TAG_API.vastTag(placement.id))).body).get('Error') ?? '';
    expect(error).toContain('code=[ERRORCODE]');
    expect((await get(error.replace('[ERRORCODE]', '402'))).statusCode).toBe(204);
    await flush();
    const rows = await app.t.app.deps.facts.select(
      `SELECT error_code, sum(errors) AS errors FROM ad_facts_hourly WHERE line_item_id = ${lineItem.id} GROUP BY error_code`,
    );
    expect(rows.map((row) => ({ code: row.error_code, errors: Number(row.errors) }))).toEqual([
      { code: '402', errors: 1 },
    ]);
  });

  it('stops serving a device its frequency cap of one a day, and still serves another device', async () => {
    const { placement, lineItem } = await servedLineItem({ frequencyCap: 1, frequencyPeriod: 'DAY' });
    const first = await get(`${TAG_API.vastTag(placement.id)}?ifa=capped-device`);
    expect((await get(beaconsOf(first.body).get('Impression') ?? '')).statusCode).toBe(204);
    await flush();

    const again = await get(`${TAG_API.vastTag(placement.id)}?ifa=capped-device`);
    expect(beaconsOf(again.body).size).toBe(0);
    const why = await app.admin.get(TAG_API.decision(String(again.headers[DECISION_HEADER])));
    expect(why.json().verdicts).toEqual([
      expect.objectContaining({
        entrant: { kind: 'LINE_ITEM', lineItemId: lineItem.id },
        reason: 'FREQUENCY_CAP_REACHED',
      }),
    ]);
    const other = await get(`${TAG_API.vastTag(placement.id)}?ifa=another-device`);
    expect(beaconsOf(other.body).has('Impression')).toBe(true);
  });

  it('refuses a beacon it did not sign, one altered, one of another placement or event, and counts none', async () => {
    const { placement, lineItem } = await servedLineItem();
    const { placement: elsewhere } = await servedLineItem();
    const impression = beaconsOf((await get(TAG_API.vastTag(placement.id))).body).get('Impression') ?? '';
    const token = new URL(impression, 'http://x').searchParams.get('t') ?? '';
    const otherLast = token.endsWith('A') ? 'B' : 'A';
    const refusals: [string, string][] = [
      [
        `${TAG_API.beacon(placement.id, 'impression')}?t=${token.slice(0, -1)}${otherLast}`,
        BEACON_MESSAGES.notSigned,
      ],
      [
        `${TAG_API.beacon(placement.id, 'impression')}?t=${token.replace(/^./, 'x')}`,
        BEACON_MESSAGES.notSigned,
      ],
      [`${TAG_API.beacon(elsewhere.id, 'impression')}?t=${token}`, BEACON_MESSAGES.otherPlacement],
    ];
    for (const [url, message] of refusals) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toEqual({ code: ERROR_CODES.VALIDATION, messages: [message] });
    }
    expect((await get(`${TAG_API.beacon(placement.id, 'dance')}?t=${token}`)).statusCode).toBe(400);
    expect((await get(TAG_API.beacon(placement.id, 'impression'))).statusCode).toBe(400);
    await flush();
    expect(await report(lineItem.id, ['adImpressions'])).toBeNull();
  });

  it('lets a client send its budget of beacons a second, then not, until the next second', () => {
    const budget = new PerSecondBudget(2);
    expect([budget.allows('a', 0), budget.allows('a', 10), budget.allows('a', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(budget.allows('b', 20)).toBe(true);
    expect(budget.allows('a', 1000)).toBe(true);
  });
});
