import type { PartnerCall } from '../decisioning/partner-calls';
import { BEACON_COUNTERS, type BeaconEvent, type ServedAdToken } from './beacons';

/** One beacon taken: the event of a served ad, at the moment it arrived. */
export type TakenBeacon = { ad: ServedAdToken; event: BeaconEvent; errorCode: number | null; at: Date };

/** One tag request answered: where it came from and how many ads it got. */
export type AnsweredRequest = {
  placementId: number;
  publisherId: number;
  networkId: number;
  country: string;
  deviceType: number;
  platform: string;
  appBundle: string;
  /** The publisher's app its bundle names, when the publisher has it (issue 24). */
  app?: RequestApp | null;
  /** The placement's type; 'VIDEO' when not told. */
  inventoryType?: string;
  ads: number;
  at: Date;
  /** The demand partners called for it: each connection's bids and auction wins. */
  partnerCalls?: readonly PartnerCallFacts[];
};

/** The console's app a request's bundle names: looked up by the tag, carried by its beacons into the facts. */
export type RequestApp = { appId: number; appStoreId: string; appName: string };

/** What one call to a connection adds to the facts: a partner request, its bids, those won and lost. */
export type PartnerCallFacts = { demandPartnerId: number; connectionId: number; bids: number; wins: number };

/** A decision's partner calls as facts: every bid made counts (refused ones as lost), won ones as wins. */
export const partnerCallFacts = (calls: readonly PartnerCall[] = []): PartnerCallFacts[] =>
  calls.map((call) => ({
    demandPartnerId: call.partnerId,
    connectionId: call.connectionId,
    bids: call.bids.length,
    wins: call.bids.filter((bid) => bid.status === 'WON').length,
  }));

/** A token field for "no partner" (a line item's ad). */
const NONE = 0;

export type BeaconFactRow = Record<string, string | number>;

const HOUR_MS = 60 * 60 * 1000;
/** The UTC hour of a moment as the fact rows write it. */
export const factHourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

type Place = Omit<AnsweredRequest, 'ads' | 'at' | 'partnerCalls'>;

/** The app's columns: its bundle always, and the console's app it names when there is one. */
const appOf = ({ appBundle, app }: Place): BeaconFactRow =>
  app && app.appId > 0 && appBundle !== ''
    ? {
        app_bundle: appBundle,
        app_id: app.appId,
        app_store_id: app.appStoreId,
        app_name: app.appName,
        application_id: String(app.appId),
      }
    : { app_bundle: appBundle };

const placeOf = (place: Place) => ({
  placement_id: place.placementId,
  publisher_id: place.publisherId,
  network_id: place.networkId,
  country: place.country,
  device_type: place.deviceType,
  platform: place.platform,
  ...appOf(place),
  inventory_type: place.inventoryType ?? 'VIDEO',
  auction_type: 'FIRST_PRICE',
});

/** A served ad's place as its token carries it. */
const placeOfAd = (ad: ServedAdToken) =>
  placeOf({
    ...ad,
    app: ad.appId > 0 ? { appId: ad.appId, appStoreId: ad.appStoreId, appName: ad.appName } : null,
  });

function beaconDimensions(beacon: TakenBeacon) {
  const { ad } = beacon;
  return {
    hour: factHourOf(beacon.at),
    ...placeOfAd(ad),
    line_item_id: ad.lineItemId,
    order_id: ad.orderId,
    advertiser_id: ad.advertiserId,
    creative_id: ad.creativeId,
    ...partnerOf(ad),
    error_code: beacon.errorCode === null ? '' : String(beacon.errorCode),
  };
}

/** The partner dimensions of a won bid's beacons; a line item's carry none. */
const partnerOf = (ad: Pick<ServedAdToken, 'demandPartnerId' | 'connectionId' | 'dealId'>) =>
  ad.demandPartnerId === NONE
    ? {}
    : {
        demand_partner_id: ad.demandPartnerId,
        connection_id: ad.connectionId,
        ...(ad.dealId === NONE ? {} : { deal_id: ad.dealId }),
      };

/** Rows summed by every dimension they carry; money is summed in whole billionths of a USD. */
class FactSums {
  private readonly rows = new Map<string, { row: BeaconFactRow; nanos: Money }>();

  add(dimensions: BeaconFactRow, counters: Record<string, number>, nanos: Money = NO_MONEY) {
    const key = JSON.stringify(dimensions);
    const sum = this.rows.get(key) ?? { row: { ...dimensions }, nanos: { ...NO_MONEY } };
    for (const [counter, value] of Object.entries(counters))
      sum.row[counter] = Number(sum.row[counter] ?? 0) + value;
    sum.nanos.revenue += nanos.revenue;
    sum.nanos.pub_revenue += nanos.pub_revenue;
    this.rows.set(key, sum);
  }

  toRows(): BeaconFactRow[] {
    const usd = (nanos: number) => Math.round(nanos / 1000) / 1_000_000;
    return [...this.rows.values()].map(({ row, nanos }) =>
      nanos.revenue > 0 || nanos.pub_revenue > 0
        ? { ...row, revenue: usd(nanos.revenue), pub_revenue: usd(nanos.pub_revenue) }
        : row,
    );
  }
}

type Money = { revenue: number; pub_revenue: number };
const NO_MONEY: Money = { revenue: 0, pub_revenue: 0 };

/**
 * The hourly fact rows of answered requests and taken beacons: a request adds an ad request and
 * its ads as filled impressions, and each demand partner called a partner request with its bids,
 * won and lost (by partner and connection); an impression adds the price paid (a CPM, so a thousandth of it)
 * as revenue, and the publisher's part of it as publisher revenue; every event adds its counters (`BEACON_COUNTERS`).
 */
export function beaconFactRows(requests: readonly AnsweredRequest[], beacons: readonly TakenBeacon[]) {
  const sums = new FactSums();
  for (const { partnerCalls = [], ads, ...request } of requests) {
    const place = { hour: factHourOf(request.at), ...placeOf(request) };
    sums.add(place, { ad_requests: 1, filled_impressions: ads });
    for (const call of partnerCalls)
      sums.add(
        { ...place, demand_partner_id: call.demandPartnerId, connection_id: call.connectionId },
        { dp_ad_requests: 1, bids: call.bids, won_bids: call.wins, lost_bids: call.bids - call.wins },
      );
  }
  for (const beacon of beacons) {
    const counters = Object.fromEntries(BEACON_COUNTERS[beacon.event].map((counter) => [counter, 1]));
    const { cpmMicros, pubCpmMicros } = beacon.ad;
    sums.add(
      beaconDimensions(beacon),
      counters,
      beacon.event === 'impression' ? { revenue: cpmMicros, pub_revenue: pubCpmMicros } : NO_MONEY,
    );
  }
  return sums.toRows();
}
