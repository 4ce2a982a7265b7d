import { describe, expect, it } from 'vitest';
import { beaconFactRows } from '../src/tags/beacon-facts';
import { publisherCpmOf, type ServedAdToken } from '../src/tags/beacons';
import { frequencyPeriodStart } from '../src/tags/tag-candidates';

const at = new Date('2026-11-27T10:25:00Z');
const hour = (iso: string) => new Date(iso).getTime();

const ad = (): ServedAdToken => ({
  decisionId: 'd',
  sequence: 1,
  placementId: 7,
  publisherId: 3,
  networkId: 2,
  lineItemId: 11,
  orderId: 5,
  advertiserId: 4,
  creativeId: 9,
  demandPartnerId: 0,
  connectionId: 0,
  dealId: 0,
  cpmMicros: 12_345_678,
  pubCpmMicros: 8_641_975,
  country: 'US',
  deviceType: 3,
  platform: 'CTV',
  appBundle: '',
  appId: 0,
  appStoreId: '',
  appName: '',
  inventoryType: 'VIDEO',
  deviceKey: '',
  decidedAt: at.getTime(),
});

describe('the app and inventory type of the request (issue 24)', () => {
  const roku = { appId: 31, appStoreId: '561136', appName: 'Granite Outdoor' };

  it("an ad of a request naming a publisher's app writes the app's id, store id and name beside its bundle", () => {
    const served = { ...ad(), appBundle: 'com.granite.roku', ...roku, inventoryType: 'AUDIO_BACKFILL' };
    const [row] = beaconFactRows([], [{ ad: served, event: 'impression', errorCode: null, at }]);
    expect(row).toMatchObject({
      app_bundle: 'com.granite.roku',
      app_id: 31,
      app_store_id: '561136',
      app_name: 'Granite Outdoor',
      application_id: '31',
      inventory_type: 'AUDIO_BACKFILL',
    });
  });

  it('an answered request writes them too; a bundle no app holds writes the bundle alone', () => {
    const place = {
      placementId: 7,
      publisherId: 3,
      networkId: 2,
      country: 'US',
      deviceType: 3,
      platform: 'CTV',
    };
    const rows = beaconFactRows(
      [
        { ...place, appBundle: 'com.granite.roku', app: roku, inventoryType: 'VIDEO', ads: 1, at },
        { ...place, appBundle: 'com.unknown.tv', app: null, ads: 0, at },
      ],
      [],
    );
    expect(rows[0]).toMatchObject({ app_id: 31, app_name: 'Granite Outdoor', ad_requests: 1 });
    expect(rows[1]).toMatchObject({ app_bundle: 'com.unknown.tv', inventory_type: 'VIDEO', ad_requests: 1 });
    expect(rows[1]).not.toHaveProperty('app_id');
  });
});

describe('what the beacons count', () => {
  it('reads a cap over whole UTC hours: this hour, the last 24 or 168, or since the flight began', () => {
    expect(frequencyPeriodStart('HOUR', at, 0)).toBe(hour('2026-11-27T10:00:00Z'));
    expect(frequencyPeriodStart('DAY', at, 0)).toBe(hour('2026-11-26T11:00:00Z'));
    expect(frequencyPeriodStart('WEEK', at, 0)).toBe(hour('2026-11-20T11:00:00Z'));
    expect(frequencyPeriodStart('FLIGHT', at, hour('2026-11-01T05:00:00Z'))).toBe(
      hour('2026-11-01T05:00:00Z'),
    );
  });

  it('sums impressions of one hour and place into one row, its revenue and the publisher part exactly the prices paid over a thousand', () => {
    const impressions = Array.from({ length: 3 }, (_, i) => ({
      ad: { ...ad(), decisionId: `d${i}` },
      event: 'impression' as const,
      errorCode: null,
      at,
    }));
    const [row, ...others] = beaconFactRows([], impressions);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      hour: '2026-11-27T10:00:00.000Z',
      line_item_id: 11,
      ad_impressions: 3,
      line_item_impressions: 3,
      revenue: 0.037037,
      pub_revenue: 0.025926,
    });
  });

  it('counts a click of the ClickTracking beacon', () => {
    const [row] = beaconFactRows(
      [],
      [{ ad: { ...ad(), decisionId: 'c' }, event: 'click', errorCode: null, at }],
    );
    expect(row).toMatchObject({ clicks: 1, line_item_id: 11 });
    expect(row).not.toHaveProperty('ad_impressions');
  });

  it("counts a demand partner's requests, bids, wins and losses per connection, and a won bid's impression as its revenue", () => {
    const request = {
      placementId: 7,
      publisherId: 3,
      networkId: 2,
      country: 'US',
      deviceType: 3,
      platform: 'CTV',
      appBundle: '',
      ads: 1,
      at,
      partnerCalls: [
        { demandPartnerId: 21, connectionId: 31, bids: 2, wins: 1 },
        { demandPartnerId: 22, connectionId: 32, bids: 0, wins: 0 },
      ],
    };
    const won = { ...ad(), lineItemId: 0, orderId: 0, advertiserId: 0, creativeId: 0 };
    const rows = beaconFactRows(
      [request],
      [
        {
          ad: { ...won, demandPartnerId: 21, connectionId: 31, dealId: 41 },
          event: 'impression',
          errorCode: null,
          at,
        },
      ],
    );
    expect(rows).toEqual([
      expect.objectContaining({ ad_requests: 1, filled_impressions: 1 }),
      expect.objectContaining({
        demand_partner_id: 21,
        connection_id: 31,
        dp_ad_requests: 1,
        bids: 2,
        won_bids: 1,
        lost_bids: 1,
      }),
      expect.objectContaining({
        demand_partner_id: 22,
        connection_id: 32,
        dp_ad_requests: 1,
        bids: 0,
        won_bids: 0,
        lost_bids: 0,
      }),
      expect.objectContaining({
        demand_partner_id: 21,
        connection_id: 31,
        deal_id: 41,
        ad_impressions: 1,
        revenue: 0.012346,
      }),
    ]);
    expect(rows[0]).not.toHaveProperty('demand_partner_id');
  });

  it("splits a sale by the publisher's share: a revenue share's percentage, a CPM share's own CPM, else nothing", () => {
    expect(publisherCpmOf({ pubShareType: 'REVSHARE', value: 70 }, 10)).toBe(7);
    expect(publisherCpmOf({ pubShareType: 'CPM', value: 2.5 }, 10)).toBe(2.5);
    expect(publisherCpmOf({ pubShareType: 'PLACEMENT', value: 3 }, 10)).toBe(0);
    expect(publisherCpmOf(null, 10)).toBe(0);
  });
});
