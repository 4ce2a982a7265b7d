import { randomUUID } from 'node:crypto';
import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { LOSS_REASONS } from '@adcast/domain/decisioning/openrtb';
import type { PartnerCall } from '@adcast/domain/decisioning/partner-calls';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { TAG_API } from '@adcast/domain/tags/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { bidMarkupOf, forgetBidMarkupsBefore, insertBidMarkup } from '../src/db/bid-markups';
import { bidMarkups } from '../src/db/schema/beacons';
import { connectionPlacements, connections, dealConnections, deals } from '../src/db/schema/demand';
import { placements } from '../src/db/schema/inventory';
import { publishers } from '../src/db/schema/tenancy';
import { DECISION_HEADER } from '../src/modules/inventory/tags/tag-routes';
import { type Builders, builders } from './support/builders';
import type { Client } from './support/demand';
import { inlineVast, StandInPartners } from './support/stand-in-partners';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

const today = toWireDate(new Date());
const PATIENT_TMAX_MS = 10_000;
/** Notices leave after the answer: wait for them to arrive, however busy the machine. */
const NOTICES_SENT = { timeout: 20_000, interval: 20 };

describe('Demand partners bid for the tag (issue 26 §1): ORTB and VAST connections against direct line items', () => {
  const partners = new StandInPartners();
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let sellerCount = 0;

  beforeAll(async () => {
    await partners.start();
    const base = testConfig();
    t = await createTestApp({ config: { media: { ...base.media, fetchAllowHosts: ['127.0.0.1'] } } });
    admin = await t.as(DEMO.admin);
    make = builders(t);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await partners.close();
  });

  const tag = (url: string) => t.app.inject({ method: 'GET', url });
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  /** A placement of a new network (floor 1, this auction type) whose publisher has a seller id, and a line item of CPM 5 at the bids' priority. */
  const market = async (auctionType = 'FIRST_PRICE') => {
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const sellerId = `pub-${++sellerCount}-${network.id}`;
    await t.db.update(publishers).set({ sellerId }).where(eq(publishers.id, publisher.id));
    const placement = await make.placement({ publisher });
    await t.db.update(placements).set({ auctionType }).where(eq(placements.id, placement.id));
    const advertiser = await make.advertiser({ networkId: network.id });
    const order = await make.order({
      advertiser,
      startDate: addDays(today, -10),
      endDate: addDays(today, 20),
    });
    const lineItem = await make.lineItem({ order, cpm: 5, priority: 12 });
    const creative = await make.creative({ order });
    return { network, publisher, sellerId, placement, lineItem, creative };
  };

  /** An ORTB connection of a partner of the network, answering as the stand-in bidder `name` does. */
  const bidder = async (
    place: { network: { id: number }; placement: { id: number } },
    name: string,
    fields: { tmaxMs?: number; schainAsi?: string } = {},
  ) => {
    const partner = await make.partner({
      networkId: place.network.id,
      endpointUrl: partners.bidderUrl(name),
    });
    const connection = await make.connection({
      partner,
      placementIds: [place.placement.id],
      schainAsi: fields.schainAsi ?? 'adcast.example',
    });
    await t.db
      .update(connections)
      .set({ tmaxMs: fields.tmaxMs ?? PATIENT_TMAX_MS })
      .where(eq(connections.id, connection.id));
    return { partner, connection };
  };

  const decisionOf = async (answer: { headers: Record<string, unknown> }) => {
    const decision = await admin.get(TAG_API.decision(String(answer.headers[DECISION_HEADER])));
    expect(decision.statusCode).toBe(200);
    return decision.json() as {
      pod: { entrant: { kind: string; partnerId?: number; lineItemId?: number }; priceCpm: number }[];
      partnerCalls: PartnerCall[];
    };
  };
  const callOf = (calls: PartnerCall[], connectionId: number) =>
    calls.find((call) => call.connectionId === connectionId);
  const wrapperUrls = (xml: string) =>
    [...xml.matchAll(/<VASTAdTagURI><!\[CDATA\[(.*?)\]\]>/g)].map((match) => match[1] ?? '');

  it('sends an OpenRTB 2.6 request with the deals, the supply chain and the tmax; a bid above the line item wins at first price and its adm is served', async () => {
    const place = await market('FIRST_PRICE');
    const rich = await bidder(place, 'rich', { schainAsi: 'sellers.adcast.example' });
    const modest = await bidder(place, 'modest');
    const [deal] = await t.db
      .insert(deals)
      .values({
        name: 'Premium CTV',
        dealId: `premium-${place.placement.id}`,
        networkId: place.network.id,
        dealType: 'PRIVATE_AUCTION',
        auctionType: 'FIRST_PRICE',
        floorCpm: 4,
      })
      .returning();
    await t.db.insert(dealConnections).values({ dealId: deal!.id, connectionId: rich.connection.id });
    partners.plans.set('rich', { bids: [{ price: 8, dealid: deal!.dealId, adm: inlineVast('rich', 15) }] });
    partners.plans.set('modest', { bids: [{ price: 6, adm: inlineVast('modest', 15) }] });

    const answer = await tag(
      `${TAG_API.vastTag(place.placement.id)}?ifa=device-1&ip=203.0.113.9&ua=Roku&us_privacy=1YNN&width=1920&height=1080&app_bundle=tv.example`,
    );
    expect(answer.statusCode).toBe(200);

    const [sent] = partners.requestsOf('rich');
    expect(sent?.problems).toEqual([]);
    expect(sent?.body).toMatchObject({
      imp: [
        {
          video: { minduration: 1, protocols: [2, 3, 5, 6, 7, 8], w: 1920, h: 1080, plcmt: 1 },
          bidfloor: 1,
          pmp: { deals: [{ id: deal!.dealId, bidfloor: 4, bidfloorcur: 'USD' }] },
        },
      ],
      app: { bundle: 'tv.example' },
      device: { ua: 'Roku', ip: '203.0.113.9', ifa: 'device-1' },
      regs: { us_privacy: '1YNN' },
      source: {
        schain: { complete: 1, nodes: [{ asi: 'sellers.adcast.example', sid: place.sellerId, hp: 1 }] },
      },
      tmax: PATIENT_TMAX_MS,
      cur: ['USD'],
      at: 1,
    });
    expect(partners.requestsOf('modest')[0]?.body?.imp[0]?.pmp).toBeUndefined();

    const decision = await decisionOf(answer);
    expect(decision.pod).toMatchObject([
      { entrant: { kind: 'BID', partnerId: rich.partner.id }, priceCpm: 8 },
    ]);
    expect(callOf(decision.partnerCalls, rich.connection.id)).toMatchObject({
      outcome: 'BID',
      bids: [{ status: 'WON', priceCpm: 8, dealId: deal!.dealId, lossReason: 0 }],
    });
    expect(callOf(decision.partnerCalls, modest.connection.id)).toMatchObject({
      outcome: 'BID',
      bids: [{ status: 'LOST', priceCpm: 6, lossReason: LOSS_REASONS.LOST_TO_HIGHER_BID }],
    });

    // The won bid's impression and both calls reach the reports, by connection, with the price paid.
    const impression = /<Impression><!\[CDATA\[(.*?)\]\]>/.exec(answer.body)?.[1] ?? '';
    expect((await tag(local(impression))).statusCode).toBe(204);
    await t.app.deps.beacons.flush();
    const byConnection = await admin.post('/api/report/query', {
      dateFrom: addDays(today, -1),
      dateTo: addDays(today, 1),
      dimensions: ['dpConnection'],
      metrics: ['dpAdRequests', 'bids', 'wonBids', 'lostBids', 'adImpressions', 'revenue'],
      filters: [{ dimension: 'dpConnection', values: [rich.connection.id, modest.connection.id] }],
    });
    expect(byConnection.statusCode, byConnection.body).toBe(200);
    const rows = byConnection.json().content as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({
        dpAdRequests: 1,
        bids: 1,
        wonBids: 1,
        lostBids: 0,
        adImpressions: 1,
        revenue: 0.008,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ dpAdRequests: 1, bids: 1, wonBids: 0, lostBids: 1, adImpressions: 0 }),
    );

    const [wrapped] = wrapperUrls(answer.body);
    expect(wrapped).toContain(`/tag/vast/${place.placement.id}/bid/`);
    const served = await tag(local(wrapped ?? ''));
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<AdTitle>rich</AdTitle>');
    expect(served.body).toContain('imp?price=8.00');
    // The player's next request may reach another server of the deployment: it serves the VAST too.
    const other = await buildApp({ config: testConfig(), db: t.db, logger: false, sharedDatabase: true });
    try {
      const elsewhere = await other.inject({ method: 'GET', url: local(wrapped ?? '') });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.body).toBe(served.body);
    } finally {
      await other.close();
    }

    await vi.waitFor(() => {
      expect(partners.noticesOf('/notice/rich/win')).toHaveLength(1);
      expect(partners.noticesOf('/notice/modest/loss')).toHaveLength(1);
    }, NOTICES_SENT);
    expect(partners.noticesOf('/notice/rich/win')[0]).toContain('price=8.00');
    expect(partners.noticesOf('/notice/modest/loss')[0]).toContain(
      `reason=${LOSS_REASONS.LOST_TO_HIGHER_BID}`,
    );
  });

  it('at second price the winning bid pays the next price plus 0.01, and a nurl that answers the VAST serves it', async () => {
    const place = await market('SECOND_PRICE');
    const winner = await bidder(place, 'second-winner');
    const runnerUp = await bidder(place, 'second-runner-up');
    partners.plans.set('second-winner', { bids: [{ price: 9, dur: 15 }] });
    partners.plans.set('second-runner-up', { bids: [{ price: 6, adm: inlineVast('runner-up', 15) }] });

    const answer = await tag(TAG_API.vastTag(place.placement.id));
    const decision = await decisionOf(answer);
    expect(decision.pod).toMatchObject([
      { entrant: { kind: 'BID', partnerId: winner.partner.id }, priceCpm: 6.01 },
    ]);
    expect(partners.requestsOf('second-winner')[0]?.body?.at).toBe(2);
    expect(partners.noticesOf('/notice/second-winner/win')[0]).toContain('price=6.01');
    expect(callOf(decision.partnerCalls, runnerUp.connection.id)?.bids[0]?.status).toBe('LOST');

    const served = await tag(local(wrapperUrls(answer.body)[0] ?? ''));
    expect(served.body).toContain('<AdTitle>second-winner</AdTitle>');
  });

  it('a bid under the floor loses to the line item, and its lurl says why', async () => {
    const place = await market('FIRST_PRICE');
    const cheap = await bidder(place, 'cheap');
    partners.plans.set('cheap', { bids: [{ price: 0.5, adm: inlineVast('cheap', 15) }] });

    const answer = await tag(TAG_API.vastTag(place.placement.id));
    const decision = await decisionOf(answer);
    expect(decision.pod).toMatchObject([{ entrant: { kind: 'LINE_ITEM', lineItemId: place.lineItem.id } }]);
    expect(wrapperUrls(answer.body)).toEqual([place.creative.vastUrl]);
    expect(callOf(decision.partnerCalls, cheap.connection.id)?.bids).toMatchObject([
      {
        status: 'LOST',
        lossReason: LOSS_REASONS.BELOW_AUCTION_FLOOR,
        sentence: 'Below floor: CPM 0.50 is under the floor of 1.00.',
      },
    ]);
    await vi.waitFor(() => expect(partners.noticesOf('/notice/cheap/loss')).toHaveLength(1), NOTICES_SENT);
    expect(partners.noticesOf('/notice/cheap/loss')[0]).toContain(
      `reason=${LOSS_REASONS.BELOW_AUCTION_FLOOR}`,
    );
  });

  it('a partner slower than its tmax is cut off, garbage is an error, and the connection counts both', async () => {
    const place = await market('FIRST_PRICE');
    const slow = await bidder(place, 'slow', { tmaxMs: 150 });
    const garbled = await bidder(place, 'garbled');
    const prompt = await bidder(place, 'prompt');
    partners.plans.set('slow', { delayMs: 60_000, bids: [{ price: 50, adm: inlineVast('slow', 15) }] });
    partners.plans.set('garbled', { garbage: '{"id": "not what you asked", "seatbid": [' });
    partners.plans.set('prompt', { bids: [{ price: 7, adm: inlineVast('prompt', 15) }] });

    const answer = await tag(TAG_API.vastTag(place.placement.id));
    expect(answer.statusCode).toBe(200);
    const decision = await decisionOf(answer);
    expect(callOf(decision.partnerCalls, slow.connection.id)).toMatchObject({
      outcome: 'TIMEOUT',
      tmaxMs: 150,
      reason: 'No answer within the tmax of 150 ms.',
      bids: [],
    });
    expect(callOf(decision.partnerCalls, garbled.connection.id)).toMatchObject({
      outcome: 'ERROR',
      reason: 'Its answer is not JSON.',
    });
    expect(decision.pod).toMatchObject([
      { entrant: { kind: 'BID', partnerId: prompt.partner.id }, priceCpm: 7 },
    ]);

    const counted = async (connection: { id: number; demandPartnerId: number }) => {
      const days = await admin.get(DEMAND_API.connectionCalls(connection.demandPartnerId, connection.id));
      expect(days.statusCode).toBe(200);
      return days.json();
    };
    expect(await counted(slow.connection)).toEqual([
      { day: today, requests: 1, bids: 0, wins: 0, noBids: 0, timeouts: 1, errors: 0 },
    ]);
    expect(await counted(garbled.connection)).toEqual([
      { day: today, requests: 1, bids: 0, wins: 0, noBids: 0, timeouts: 0, errors: 1 },
    ]);
    expect(await counted(prompt.connection)).toEqual([
      { day: today, requests: 1, bids: 1, wins: 1, noBids: 0, timeouts: 0, errors: 0 },
    ]);
  });

  it('calls a Prebid Server connection with the stored impression of the placement, and serves the VAST of its cache', async () => {
    const place = await market('FIRST_PRICE');
    const pbs = await bidder(place, 'pbs');
    await t.db
      .update(connections)
      .set({ integrationType: 'PBS' })
      .where(eq(connections.id, pbs.connection.id));
    partners.plans.set('pbs', { bids: [{ price: 9, dur: 15, cached: true }] });

    const answer = await tag(`${TAG_API.vastTag(place.placement.id)}?ifa=device-pbs`);
    const [sent] = partners.requestsOf('pbs');
    expect(sent?.problems).toEqual([]);
    expect(sent?.body?.imp[0]?.ext).toEqual({
      prebid: { storedrequest: { id: String(place.placement.id) } },
    });
    const decision = await decisionOf(answer);
    expect(decision.pod).toMatchObject([
      { entrant: { kind: 'BID', partnerId: pbs.partner.id }, priceCpm: 9 },
    ]);
    expect(callOf(decision.partnerCalls, pbs.connection.id)).toMatchObject({
      integrationType: 'PBS',
      outcome: 'BID',
      bids: [{ status: 'WON', priceCpm: 9 }],
    });
    const [wrapped] = wrapperUrls(answer.body);
    const served = await tag(local(wrapped ?? ''));
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<AdTitle>pbs</AdTitle>');
    expect(partners.noticesOf('/cache/pbs')).toHaveLength(1);
  });

  it('calls a VAST connection as a wrapper with the macros filled, and lets it compete at its floor', async () => {
    const place = await market('FIRST_PRICE');
    const partner = await make.partner({
      networkId: place.network.id,
      integrationType: 'VAST',
      vastTagUrl: partners.vastUrl('wrapped'),
      defaultBidFloor: 9,
    });
    const connection = await make.connection({
      partner,
      integrationType: 'VAST',
      placementIds: [place.placement.id],
    });
    await t.db.update(connections).set({ tmaxMs: PATIENT_TMAX_MS }).where(eq(connections.id, connection.id));
    partners.vastTags.set('wrapped', inlineVast('wrapped', 20));

    const answer = await tag(`${TAG_API.vastTag(place.placement.id)}?ifa=device-42`);
    const decision = await decisionOf(answer);
    expect(callOf(decision.partnerCalls, connection.id)).toMatchObject({
      integrationType: 'VAST',
      outcome: 'BID',
    });
    expect(partners.vastCalls).toEqual([expect.stringMatching(/^\/vast\/wrapped\?ifa=device-42&cb=\d{8}$/)]);
    expect(decision.pod).toMatchObject([{ entrant: { kind: 'BID', partnerId: partner.id }, priceCpm: 9 }]);
    const served = await tag(local(wrapperUrls(answer.body)[0] ?? ''));
    expect(served.body).toContain('<AdTitle>wrapped</AdTitle>');

    partners.vastTags.set('wrapped', '<VAST version="4.2"></VAST>');
    const empty = await decisionOf(await tag(TAG_API.vastTag(place.placement.id)));
    expect(callOf(empty.partnerCalls, connection.id)).toMatchObject({
      outcome: 'NO_BID',
      reason: 'No bid: its VAST holds no ad.',
    });
    expect(empty.pod).toMatchObject([{ entrant: { kind: 'LINE_ITEM' } }]);
  });

  it("never calls another network's connection for a placement, nor serves its ad", async () => {
    const place = await market('FIRST_PRICE');
    const other = await make.network();
    const stranger = await make.partner({ networkId: other.id, endpointUrl: partners.bidderUrl('stranger') });
    const connection = await make.connection({ partner: stranger });
    await t.db
      .insert(connectionPlacements)
      .values({ connectionId: connection.id, placementId: place.placement.id });
    partners.plans.set('stranger', { bids: [{ price: 99, adm: inlineVast('stranger', 15) }] });

    const answer = await tag(TAG_API.vastTag(place.placement.id));
    const decision = await decisionOf(answer);
    expect(partners.requestsOf('stranger')).toEqual([]);
    expect(decision.partnerCalls).toEqual([]);
    expect(wrapperUrls(answer.body)).toEqual([place.creative.vastUrl]);
  });

  it('the kept VAST of a bid is only served under its own placement, for a quarter hour, and the counts need the connection read permission', async () => {
    const missing = await tag(TAG_API.bidVast(1, '00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    const key = randomUUID();
    const keptUntil = new Date(Date.now() + 15 * 60_000);
    await insertBidMarkup(t.db, { key, placementId: 7, vast: '<VAST version="4.2"/>', keptUntil });
    expect(await bidMarkupOf(t.db, 7, key, new Date())).toBe('<VAST version="4.2"/>');
    expect(await bidMarkupOf(t.db, 8, key, new Date())).toBeUndefined();
    expect(await bidMarkupOf(t.db, 7, key, keptUntil)).toBeUndefined();
    await forgetBidMarkupsBefore(t.db, new Date(keptUntil.getTime() + 1));
    expect(await t.db.select().from(bidMarkups).where(eq(bidMarkups.key, key))).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: DEMAND_API.connectionCalls(1, 1) });
    expect(anonymous.statusCode).toBe(401);
  });
});
