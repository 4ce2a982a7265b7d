import type { BundleTerms } from '@adcast/domain/campaigns/orders';
import { type BundleLevel, effectiveBundleTerms } from '@adcast/domain/channel-bundles/bundle-terms';
import type { EpgKeyword } from '@adcast/domain/keyword-packages/epg-keywords';
import { ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, domains } from '../db/schema/inventory';
import { channels } from '../db/schema/media';
import { channelBundles, keywordPackages } from '../db/schema/taxonomy';
import { publishers } from '../db/schema/tenancy';
import { lineupOf } from './simulator-epg';

type Row = Record<string, string | number>;
type Show = ReturnType<typeof lineupOf>[number];

/** The channel a placement's requests play, with the guide it airs and the service it is watched in. */
export type SimChannel = { id: number; lineup: readonly Show[]; service: string };

/** Where a placement's requests come from: fixed keys of every row, its channel and the bundle terms in force. */
export type SimInventory = {
  keys: Row;
  channel: SimChannel | null;
  terms: BundleTerms;
};

export type PlacementRef = {
  id: number;
  publisherId: number;
  networkId: number;
  platform: string;
  type: string;
};

type AppRow = { id: number; name: string; bundleId: string; storeId: string | null; platform: string };
type BundleRow = BundleLevel & { parentId: number | null; channelIds: number[]; appIds: number[] };

const NO_TERMS: BundleTerms = { bundleRevenueShare: null, bundleCpm: null };
const byPublisher = <T extends { publisherId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.publisherId, [...(map.get(row.publisherId) ?? []), row]);
  return map;
};
const networkKey = (networkId: number | null) => networkId ?? 0;
/** The host of a domain record's URL: what a site request names (`http://news.example` → `news.example`). */
const hostOf = (url: string) => url.replace(/^[a-z]+:\/\//, '').replace(/[/:].*$/, '');

/**
 * The bundle terms of a channel or app: of the bundles holding it, the deepest (a child over its
 * parent, part 2 §3), with what it leaves blank from its parents.
 */
function termsOf(bundles: readonly BundleRow[], holds: (bundle: BundleRow) => boolean): BundleTerms | null {
  const byId = new Map(bundles.map((bundle) => [bundle.id, bundle]));
  const chainOf = (bundle: BundleRow): BundleRow[] => {
    const parent = bundle.parentId === null ? undefined : byId.get(bundle.parentId);
    return parent ? [bundle, ...chainOf(parent)] : [bundle];
  };
  const deepest = bundles
    .filter(holds)
    .map(chainOf)
    .sort((a, b) => b.length - a.length)[0];
  return deepest ? effectiveBundleTerms(deepest) : null;
}

/** Everything of the inventory the simulator's requests name, loaded once. */
export async function loadInventory(db: Db) {
  const [appRows, domainRows, channelRows, bundleRows, packageRows, publisherRows] = await Promise.all([
    db
      .select({
        id: apps.id,
        name: apps.name,
        bundleId: apps.bundleId,
        storeId: apps.storeId,
        platform: apps.platform,
        publisherId: apps.publisherId,
      })
      .from(apps)
      .where(ne(apps.status, 'ARCHIVED'))
      .orderBy(apps.id),
    db
      .select({ url: domains.url, publisherId: domains.publisherId })
      .from(domains)
      .where(ne(domains.status, 'ARCHIVED'))
      .orderBy(domains.id),
    db
      .select({ id: channels.id, title: channels.title, networkId: channels.networkId })
      .from(channels)
      .where(ne(channels.status, 'ARCHIVED'))
      .orderBy(channels.id),
    db
      .select({
        id: channelBundles.id,
        name: channelBundles.name,
        parentId: channelBundles.parentId,
        bundleRevenueShare: channelBundles.bundleRevenueShare,
        bundleCpm: channelBundles.bundleCpm,
        channelIds: channelBundles.channelIds,
        appIds: channelBundles.appIds,
      })
      .from(channelBundles)
      .where(ne(channelBundles.status, 'ARCHIVED')),
    db
      .select({ networkId: keywordPackages.networkId, keywords: keywordPackages.keywords })
      .from(keywordPackages)
      .where(ne(keywordPackages.status, 'ARCHIVED')),
    db.select({ id: publishers.id, name: publishers.name, sellerId: publishers.sellerId }).from(publishers),
  ]);
  const packages = new Map<number, EpgKeyword[][]>();
  for (const row of packageRows) {
    const key = networkKey(row.networkId);
    packages.set(key, [...(packages.get(key) ?? []), row.keywords]);
  }
  return {
    appsOf: byPublisher(appRows),
    domainsOf: byPublisher(domainRows),
    channels: channelRows.map((row) => ({ ...row, networkId: networkKey(row.networkId) })),
    bundles: bundleRows as BundleRow[],
    /** Each network's keyword packages (0: those of no network, for publishers of none). */
    packages,
    publishers: new Map(publisherRows.map((row) => [row.id, row])),
  };
}
export type Inventory = Awaited<ReturnType<typeof loadInventory>>;

const pick = <T>(rows: readonly T[] | undefined, id: number): T | undefined =>
  rows && rows.length > 0 ? rows[id % rows.length] : undefined;

/** An app of the publisher for an app or CTV placement: one of its platform first. */
function appFor(inventory: Inventory, placement: PlacementRef): AppRow | undefined {
  const own = inventory.appsOf.get(placement.publisherId) ?? [];
  const samePlatform = own.filter((app) => app.platform === placement.platform);
  return pick(samePlatform.length > 0 ? samePlatform : own, placement.id);
}

/**
 * What a placement's requests carry (issue 24): a web placement names one of its publisher's
 * domains, an app or CTV one one of its apps (bundle, store id and name); every request names the
 * publisher as its seller (sellers.json id and name). Every placement plays a channel of its
 * network (the one named after its publisher first), in its app, on its site or on a screen out of
 * home, and that channel's bundle sets its terms, else its app's (issue 28).
 */
export function inventoryOf(inventory: Inventory, placement: PlacementRef): SimInventory {
  const publisher = inventory.publishers.get(placement.publisherId);
  const keys: Row = {
    inventory_type: placement.type,
    request_publisher_id: publisher?.sellerId ?? String(placement.publisherId),
    request_publisher_name: publisher?.name ?? '',
  };
  const inApp = placement.platform === 'APP' || placement.platform === 'CTV';
  const app = inApp ? appFor(inventory, placement) : undefined;
  const domain =
    placement.platform === 'WEB'
      ? pick(inventory.domainsOf.get(placement.publisherId), placement.id)
      : undefined;
  if (app)
    Object.assign(keys, {
      app_id: app.id,
      app_bundle: app.bundleId,
      app_store_id: app.storeId ?? '',
      app_name: app.name,
      application_id: String(app.id),
    });
  if (domain) keys.domain = hostOf(domain.url);
  const ofNetwork = inventory.channels.filter((c) => c.networkId === placement.networkId);
  const channel =
    ofNetwork.find((c) => publisher && c.title.startsWith(publisher.name)) ?? pick(ofNetwork, placement.id);
  const terms =
    (channel && termsOf(inventory.bundles, (b) => b.channelIds.includes(channel.id))) ??
    (app && termsOf(inventory.bundles, (b) => b.appIds.includes(app.id))) ??
    NO_TERMS;
  const service = app?.name ?? (domain ? hostOf(domain.url) : channel?.title);
  return {
    keys,
    channel: channel
      ? { id: channel.id, lineup: lineupOf(channel.title), service: service ?? channel.title }
      : null,
    terms: { bundleRevenueShare: terms.bundleRevenueShare, bundleCpm: terms.bundleCpm },
  };
}
