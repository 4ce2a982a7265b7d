import { VAST_ERROR_CODES } from '@adcast/domain/alerts/vast-error-codes';
import type { BundleTerms } from '@adcast/domain/campaigns/orders';
import { programmeMatches } from '@adcast/domain/keyword-packages/epg-keywords';
import { programmeAt } from './simulator-epg';
import type { SimLineItem, SimPlacement, World } from './simulator-world';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
type Row = { hour: string } & Record<string, string | number>;

/** A stable pseudo-random number in [0, 1) from integers: the same hour always simulates the same. */
function noise(...keys: number[]): number {
  let h = 2166136261;
  for (const key of keys) {
    h ^= key;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
  }
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}
const between = (low: number, high: number, ...keys: number[]) => low + (high - low) * noise(...keys);
const round2 = (value: number) => Math.round(value * 100) / 100;
/** Money to whole millionths, the facts' precision. */
const round6 = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

const COUNTRIES = [
  ['US', 0.68, 'CA-US', '501'],
  ['CA', 0.14, 'ON', ''],
  ['GB', 0.12, 'ENG', ''],
  ['DE', 0.06, 'BE', ''],
] as const;
const DEVICE_BY_PLATFORM: Record<string, number> = { CTV: 3, APP: 4, WEB: 2, DOOH: 8 };
/** The VAST errors players report most: no response after wrappers, timeouts, unplayable media. */
const COMMON_VAST_ERRORS = [303, 301, 402, 405, 400, 900] as const;
const IVT_FLAGS = [
  ['DoubleVerify', 'GIVT', 'data-center'],
  ['DoubleVerify', 'SIVT', 'hijacked-device'],
  ['IAS', 'SIVT', ''],
] as const;

/** The hour's VAST errors of a placement and partner, as a row of their own (errors count nothing else). */
function errorRow(base: Row, requests: number, keys: number[]): Row | null {
  const errors = Math.round(requests * between(0.002, 0.03, ...keys, 17));
  if (errors === 0) return null;
  const code = COMMON_VAST_ERRORS[Math.floor(noise(...keys, 19) * COMMON_VAST_ERRORS.length)] ?? 900;
  return { ...base, error_code: String(code), error_message: VAST_ERROR_CODES[code] ?? '', errors };
}

/** About one placement and partner in eight is flagged by a verification vendor. */
function ivtOf(placementId: number, partnerId: number): Record<string, string> {
  const roll = noise(placementId, partnerId, 23);
  const flag = roll < 0.12 ? IVT_FLAGS[Math.floor((roll / 0.12) * IVT_FLAGS.length)] : undefined;
  return flag ? { ivt_provider: flag[0], ivt_type: flag[1], dv_segment: flag[2] } : {};
}

/** Viewing peaks in the US evening (around 02:00 UTC) and bottoms out before dawn. */
const diurnal = (utcHour: number) => 0.55 + 0.45 * Math.cos(((utcHour - 2) / 24) * 2 * Math.PI);
/** CTV watches more at weekends. */
const weekly = (utcDay: number) => (utcDay === 0 || utcDay === 6 ? 1.25 : 1);

function countryOf(roll: number) {
  let acc = 0;
  for (const entry of COUNTRIES) {
    acc += entry[1];
    if (roll < acc) return entry;
  }
  return COUNTRIES[0];
}

const stamp = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace('T', ' ');

/** What the placement's requests carry this hour: its app or domain and seller, and the programme its channel airs. */
type Keys = Record<string, string | number>;
type Where = { keys: Keys; keywordMatch: boolean; terms: BundleTerms };

const matchKey = (networkId: number, keys: Keys) => `${networkId}|${keys.epg_title}|${keys.epg_service}`;

function whereOf(
  world: World,
  placement: SimPlacement,
  instant: number,
  matches: Map<string, boolean>,
): Where {
  const { channel, keys, terms } = placement.inventory;
  if (!channel) return { keys, keywordMatch: false, terms };
  const programme = programmeAt(channel.lineup, instant);
  const epg = {
    channel_id: channel.id,
    epg_title: programme.title,
    epg_genre: programme.genre,
    epg_subgenre: programme.subgenre,
    epg_rating: programme.rating,
    epg_service: channel.service,
    epg_status: programme.status,
  };
  const key = matchKey(placement.networkId, epg);
  let keywordMatch = matches.get(key);
  if (keywordMatch === undefined) {
    const packages = world.keywordPackages.get(placement.networkId) ?? [];
    const guide = {
      TITLE: epg.epg_title,
      GENRE: epg.epg_genre,
      SUBGENRE: epg.epg_subgenre,
      RATING: epg.epg_rating,
      SERVICE: epg.epg_service,
    };
    keywordMatch = packages.some((keywords) => programmeMatches(guide, keywords));
    matches.set(key, keywordMatch);
  }
  return { keys: { ...keys, ...epg }, keywordMatch, terms };
}

/** The keyword and bundle counters of sold impressions: those the terms in force apply to, and what they come to. */
function soldUnder(where: Where, terms: BundleTerms, impressions: number, revenue: number): Keys {
  const { bundleRevenueShare: share, bundleCpm: cpm } = terms;
  return {
    epg_keyword_impressions: where.keywordMatch ? impressions : 0,
    ...(share !== null && {
      bundle_revenue: revenue,
      bundle_share_revenue: round6((revenue * share) / 100),
    }),
    ...(cpm !== null && {
      bundle_impressions: impressions,
      bundle_cpm_revenue: round6((impressions * cpm) / 1000),
    }),
  };
}

/**
 * A running line item's hour on one placement of its network: its even day's share spread over those
 * placements, following the day's curve, a little ahead or behind by line item; its own requests,
 * all filled, at its CPM (the publisher's part as the partners' rows have it).
 */
function directRow(
  item: SimLineItem,
  placement: SimPlacement,
  keys: Row,
  where: Where,
  spread: number,
  instant: number,
): Row {
  const date = new Date(instant);
  const hourKey = Math.floor(instant / HOUR_MS);
  const pace = between(0.75, 1.2, item.id, 29) * between(0.9, 1.1, hourKey, item.id);
  const impressions = Math.round(
    ((item.dailyImpressions / 24) * diurnal(date.getUTCHours()) * pace) / Math.max(1, spread),
  );
  const revenue = round2((impressions * item.cpm) / 1000);
  const terms = {
    bundleRevenueShare: item.terms.bundleRevenueShare ?? where.terms.bundleRevenueShare,
    bundleCpm: item.terms.bundleCpm ?? where.terms.bundleCpm,
  };
  return {
    ...keys,
    marketplace: 'DIRECT',
    line_item_id: item.id,
    order_id: item.orderId,
    advertiser_id: item.advertiserId,
    creative_id: item.creativeId,
    ad_requests: impressions,
    filled_impressions: impressions,
    ad_impressions: impressions,
    line_item_impressions: impressions,
    revenue,
    pub_revenue: round2(revenue * between(0.55, 0.7, placement.publisherId)),
    ad_start: impressions,
    ad_quartile1: Math.round(impressions * 0.95),
    ad_mid: Math.round(impressions * 0.9),
    ad_quartile3: Math.round(impressions * 0.85),
    ad_completion: Math.round(impressions * 0.8),
    ...soldUnder(where, terms, impressions, revenue),
  };
}

/** The hour's direct delivery: each line item in flight on every placement of its network. */
function directHour(
  world: World,
  instant: number,
  keysOf: (placement: SimPlacement) => Row,
  whereAt: (placement: SimPlacement) => Where,
): Row[] {
  const running = world.lineItems.filter((item) => item.startMs <= instant && instant < item.endMs);
  return running.flatMap((item) => {
    const on = world.placements.filter((placement) => placement.networkId === item.networkId);
    return on.map((placement) =>
      directRow(item, placement, keysOf(placement), whereAt(placement), on.length, instant),
    );
  });
}

/**
 * One hour of ad traffic: each placement sells to up to three partners of its network, each with
 * its own fill and eCPM, and the network's running line items deliver on its placements; a few anomalies (a partner outage, a traffic spike, a render drop) sit at
 * fixed distances from `anchor` so every demo has them in its last 90 days.
 */
export function adTrafficHour(world: World, instant: number, anchor: number): Row[] {
  const date = new Date(instant);
  const daysAgo = Math.floor((anchor - instant) / DAY_MS);
  const hourKey = Math.floor(instant / HOUR_MS);
  const curve = diurnal(date.getUTCHours()) * weekly(date.getUTCDay()) * (daysAgo === 45 ? 2.5 : 1);
  const rows: Row[] = [];
  const matches = new Map<string, boolean>();
  const wheres = new Map(world.placements.map((p) => [p.id, whereOf(world, p, instant, matches)]));
  const whereAt = (placement: SimPlacement) => wheres.get(placement.id) as Where;
  for (const placement of world.placements) {
    const where = whereAt(placement);
    const partners = world.partners.filter((p) => p.networkId === placement.networkId || p.networkId === 0);
    const chosen = partners.filter((p) => noise(placement.id, p.id) < 0.35).slice(0, 3);
    const base = between(300, 3000, placement.id) * curve * between(0.85, 1.15, hourKey, placement.id);
    for (const partner of chosen) {
      const outage =
        partner.id === world.partners[0]?.id &&
        daysAgo === 20 &&
        date.getUTCHours() >= 12 &&
        date.getUTCHours() < 18;
      const requests = Math.round(base / chosen.length);
      const fill = outage ? 0 : between(0.2, 0.7, partner.id) * between(0.9, 1.1, hourKey, partner.id);
      const filled = Math.round(requests * fill);
      const render =
        placement.id % 11 === 0 && daysAgo >= 8 && daysAgo <= 10
          ? 0.45
          : between(0.85, 0.97, placement.id, partner.id);
      const impressions = Math.round(filled * render);
      const ecpm = between(6, 25, partner.id, 7) * between(0.9, 1.1, hourKey, partner.id, 3);
      const revenue = round2((impressions * ecpm) / 1000);
      const bids = Math.round(requests * between(0.5, 0.9, partner.id, 11));
      const won = Math.min(bids, filled);
      const [country, , region, metro] = countryOf(noise(hourKey, placement.id, partner.id, 5));
      // About half of the placements a partner with a deal buys, it buys through the deal.
      const onDeal = partner.dealId !== 0 && noise(placement.id, partner.id, 37) < 0.5;
      const keys = {
        hour: stamp(instant),
        placement_id: placement.id,
        publisher_id: placement.publisherId,
        network_id: placement.networkId,
        demand_partner_id: partner.id,
        connection_id: partner.connectionId,
        ...where.keys,
        ...(onDeal ? { deal_id: partner.dealId, marketplace: 'PMP' } : { marketplace: 'OPEN_AUCTION' }),
        country,
        region,
        metro_code: metro,
        platform: placement.platform,
        device_type: DEVICE_BY_PLATFORM[placement.platform] ?? 3,
        auction_type: 'FIRST_PRICE',
      };
      rows.push({
        ...keys,
        ...ivtOf(placement.id, partner.id),
        ad_requests: requests,
        dp_ad_requests: requests,
        filled_impressions: filled,
        ad_impressions: impressions,
        bids,
        won_bids: won,
        lost_bids: bids - won,
        revenue,
        pub_revenue: round2(revenue * between(0.55, 0.7, placement.publisherId)),
        platform_cost: round2(requests * 0.00002),
        saas_fee: placement.networkId ? round2(revenue * 0.02) : 0,
        network_revenue: placement.networkId ? round2(revenue * 0.1) : 0,
        bid_price_sum: round2(bids * ecpm * 1.1),
        bid_floor_sum: round2(requests * between(1, 4, placement.id, 13)),
        ad_start: impressions,
        ad_quartile1: Math.round(impressions * 0.95),
        ad_mid: Math.round(impressions * 0.9),
        ad_quartile3: Math.round(impressions * 0.85),
        ad_completion: Math.round(impressions * 0.8),
        qr_scans: Math.round(impressions * 0.002),
        ...soldUnder(where, where.terms, impressions, revenue),
      });
      const errors = errorRow(keys, requests, [hourKey, placement.id, partner.id]);
      if (errors) rows.push(errors);
    }
  }
  const directKeys = (placement: SimPlacement): Row => ({
    hour: stamp(instant),
    placement_id: placement.id,
    publisher_id: placement.publisherId,
    network_id: placement.networkId,
    ...whereAt(placement).keys,
    country: countryOf(noise(hourKey, placement.id, 31))[0],
    platform: placement.platform,
    device_type: DEVICE_BY_PLATFORM[placement.platform] ?? 3,
    auction_type: 'FIRST_PRICE',
  });
  return [...rows, ...directHour(world, instant, directKeys, whereAt)];
}

const VIDEOS_PER_OWNER = 6;
const PLATFORMS = ['CTV', 'APP', 'WEB'] as const;

/** One hour of content viewing: each content owner's videos, by country and platform. */
export function viewingHour(world: World, instant: number): Row[] {
  const date = new Date(instant);
  const hourKey = Math.floor(instant / HOUR_MS);
  const curve = diurnal(date.getUTCHours()) * weekly(date.getUTCDay());
  return world.contentOwners.flatMap((owner) =>
    Array.from({ length: VIDEOS_PER_OWNER }, (_, k) => {
      const videoId = owner.id * 1000 + k + 1;
      const plays = Math.round(between(5, 120, videoId) * curve * between(0.7, 1.3, hourKey, videoId));
      return {
        hour: stamp(instant),
        video_id: videoId,
        content_owner_id: owner.id,
        network_id: owner.networkId,
        country: countryOf(noise(hourKey, videoId))[0],
        platform: PLATFORMS[Math.floor(noise(videoId, hourKey, 2) * PLATFORMS.length)] ?? 'CTV',
        media_type: 'VIDEO',
        plays,
        watch_seconds: Math.round(plays * between(120, 900, videoId, 4)),
      };
    }),
  );
}

export { DAY_MS, HOUR_MS };
