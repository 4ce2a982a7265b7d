import {
  DeliveryTypeSchema,
  type EntityStatus,
  type IntegrationType,
  PlacementTypeSchema,
  PlatformSchema,
} from '@adcast/domain/enumerations';
import type { Db } from '../db/client';
import {
  connectionPlacements,
  connections,
  dealConnections,
  deals,
  demandPartners,
} from '../db/schema/demand';
import { placements } from '../db/schema/inventory';
import { syncIdSequence } from '../db/sequences';
import { DEMO_PUBLISHERS } from './demo-accounts';

/** Demo dates count back from here, so every seed is the same. */
const EPOCH = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;
const before = (hours: number) => new Date(EPOCH - hours * HOUR);

type DemoPartner = {
  name: string;
  slug: string;
  networkId: number | null;
  type: IntegrationType;
  status?: EntityStatus;
};

const PARTNERS: DemoPartner[] = [
  { name: 'Atlas Demand', slug: 'atlas', networkId: null, type: 'ORTB' },
  { name: 'Bluefin Exchange', slug: 'bluefin', networkId: null, type: 'ORTB' },
  { name: 'Cobalt Video Ads', slug: 'cobalt', networkId: null, type: 'VAST' },
  { name: 'Delta Programmatic', slug: 'delta', networkId: 1, type: 'PBS' },
  { name: 'Ember Media Buy', slug: 'ember', networkId: 2, type: 'ORTB' },
  { name: 'Fjord Bidder', slug: 'fjord', networkId: 2, type: 'CUSTOM', status: 'INACTIVE' },
  { name: 'CTVBuyer Direct', slug: 'ctvbuyer-direct', networkId: 3, type: 'ORTB' },
  { name: 'CTVBuyer Premium Video', slug: 'ctvbuyer-video', networkId: 3, type: 'VAST' },
  { name: 'Granite Audio Demand', slug: 'granite', networkId: 3, type: 'CUSTOM' },
  { name: 'Harbor Header Bidding', slug: 'harbor', networkId: 3, type: 'PBS', status: 'INACTIVE' },
  { name: 'Ivory Open Auction', slug: 'ivory', networkId: null, type: 'PBS' },
  { name: 'Juniper Legacy Demand', slug: 'juniper', networkId: null, type: 'ORTB', status: 'ARCHIVED' },
];

const SLOTS = [
  'Pre-roll',
  'Mid-roll',
  'Post-roll',
  'Homepage Takeover',
  'Live Sports Break',
  'Kids Safe Pod',
  'News Bumper',
  'Movie Night',
  'Weekend Binge',
  'Prime Time',
  'Late Night',
  'Morning Show',
  'Pause Ad',
  'Screensaver',
  'Channel Guide',
  'FAST Channel Pod',
  'Replay',
  'Trailer Slot',
  'Audio Break',
];
const REGIONS = ['US', 'EU', 'LATAM', 'APAC', 'Canada'];
const FORMATS = ['CTV Prime', 'Open Auction', 'Video 100% Fill', 'Audio_Backfill'];

const publisherNetwork = new Map(DEMO_PUBLISHERS.map((p) => [p.id, p.networkId]));

const statusOf = (i: number): EntityStatus =>
  i % 10 === 9 ? 'ARCHIVED' : i % 4 === 2 ? 'INACTIVE' : 'ACTIVE';
const money = (cents: number) => Math.round(cents) / 100;

function demoPlacements() {
  return Array.from({ length: 150 }, (_, i) => {
    const publisher = DEMO_PUBLISHERS[i % DEMO_PUBLISHERS.length]!;
    const bidFloor = money(50 + ((i * 37) % 500));
    return {
      id: i + 1,
      name: `${publisher.name.split(' ')[0]} ${SLOTS[Math.floor(i / DEMO_PUBLISHERS.length) % SLOTS.length]}`,
      publisherId: publisher.id,
      networkId: publisher.networkId,
      type: PlacementTypeSchema.options[i % PlacementTypeSchema.options.length]!,
      platform: PlatformSchema.options[i % PlatformSchema.options.length]!,
      deliveryType: DeliveryTypeSchema.options[i % DeliveryTypeSchema.options.length]!,
      bidFloor,
      cpm: money(bidFloor * 100 + ((i * 13) % 300)),
      status: statusOf(i + 3),
      createdOn: before(24 * 200 - i * 29),
      updatedOn: before(24 * 30 - i),
    };
  });
}

/** How many placements the k-th connection of a partner gets: some none, some many (30+). */
const PLACEMENT_COUNTS = [34, 5, 0, 12];

function demoConnections(eligible: (networkId: number | null) => number[]) {
  const rows: (typeof connections.$inferInsert)[] = [];
  const assignments: { connectionId: number; placementId: number }[] = [];
  for (let c = 0; c < 60; c += 1) {
    const partnerIndex = c % PARTNERS.length;
    const partner = PARTNERS[partnerIndex]!;
    const k = Math.floor(c / PARTNERS.length);
    const original = k === 4 && partnerIndex % 3 === 0 ? rows[c - 4 * PARTNERS.length]! : null;
    const id = c + 1;
    const pool = eligible(partner.networkId);
    const picked = original
      ? assignments.filter((a) => a.connectionId === original.id).map((a) => a.placementId)
      : Array.from(
          { length: Math.min(PLACEMENT_COUNTS[k] ?? 3, pool.length) },
          (_, n) => pool[(c * 7 + n) % pool.length]!,
        );
    for (const placementId of picked) assignments.push({ connectionId: id, placementId });
    rows.push({
      id,
      demandPartnerId: partnerIndex + 1,
      dpDisplayName: partner.name,
      networkId: partner.networkId,
      name: original
        ? `${original.name} (copy)`
        : `${partner.name.split(' ')[0]} ${REGIONS[k]} ${FORMATS[c % FORMATS.length]}`,
      schainAsi: `${partner.slug}.com`,
      integrationType: c % 7 === 3 ? 'CUSTOM' : partner.type,
      duplicateDpConnection: original !== null,
      duplicatedFromId: original?.id ?? null,
      notes: c % 5 === 0 ? `Floor reviewed with ${partner.name} in Q${(c % 4) + 1}` : null,
      status: statusOf(c),
      placementCnt: picked.length,
      createdOn: before(((c * 37) % 60) * 24 + ((c * 53) % 24)),
      updatedOn: before((c * 11) % 48),
    });
  }
  return { rows, assignments };
}

/** Demand partners, connections and placements of the demo, across networks and statuses. */
export async function seedDemand(tx: Db): Promise<void> {
  const placementRows = demoPlacements();
  await tx.insert(demandPartners).values(
    PARTNERS.map((partner, i) => ({
      id: i + 1,
      displayName: partner.name,
      status: partner.status ?? 'ACTIVE',
      networkId: partner.networkId,
      integrationType: partner.type,
      endpointUrl: partner.type === 'VAST' ? null : `https://ads.${partner.slug}.example/openrtb2/auction`,
      vastTagUrl:
        partner.type === 'VAST' ? `https://ads.${partner.slug}.example/vast?placement=[PLACEMENT_ID]` : null,
      defaultBidFloor: money(75 + i * 25),
      notes: i % 4 === 0 ? `Account manager: ${partner.name} partnerships` : null,
      createdOn: before(24 * (400 - i * 17)),
      updatedOn: before(24 * (40 - i)),
    })),
  );
  await tx.insert(placements).values(placementRows);
  const eligible = (networkId: number | null) =>
    placementRows
      .filter((p) => networkId === null || publisherNetwork.get(p.publisherId) === networkId)
      .map((p) => p.id);
  const { rows, assignments } = demoConnections(eligible);
  await tx.insert(connections).values(rows);
  await tx.insert(connectionPlacements).values(assignments);
  await tx.insert(deals).values(DEMO_DEALS.map(({ connectionId: _connection, ...deal }) => deal));
  await tx
    .insert(dealConnections)
    .values(DEMO_DEALS.map((deal) => ({ dealId: deal.id, connectionId: deal.connectionId })));
  for (const table of ['demand_partners', 'placements', 'connections', 'deals'])
    await syncIdSequence(tx, table);
}

/** A deal per kind, each sold through one connection of its network's partners (ids from `demoConnections`). */
const DEMO_DEALS = [
  {
    id: 1,
    name: 'CTVBuyer Sports PMP',
    dealId: 'ctvbuyer-sports-pmp',
    networkId: 3,
    dealType: 'PRIVATE_AUCTION',
    auctionType: 'FIRST_PRICE',
    floorCpm: 18,
    connectionId: 7,
  },
  {
    id: 2,
    name: 'Ember Prime Time PG',
    dealId: 'ember-prime-time-pg',
    networkId: 2,
    dealType: 'PROGRAMMATIC_GUARANTEED',
    auctionType: 'BID_FLOOR_PRICE',
    floorCpm: 25,
    connectionId: 5,
  },
  {
    id: 3,
    name: 'Bluefin Preferred Video',
    dealId: 'bluefin-preferred-video',
    networkId: null,
    dealType: 'PREFERRED_DEAL',
    auctionType: 'FIRST_PRICE',
    floorCpm: 12,
    connectionId: 2,
  },
];
