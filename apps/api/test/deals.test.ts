import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { DEAL_API } from '@adcast/domain/demand/paths';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../src/db/schema/demand';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount, useDemoApp } from './support/demand';

type Targets = { placementIds?: number[]; connectionIds?: number[]; networkId?: number | null };
let dealIds = 0;
/** A deal as the form sends it: a preferred deal at a fixed price, its deal id never used before. */
const dealBody = (name: string, targets: Targets = {}, fields: Record<string, unknown> = {}) => ({
  name,
  dealId: `adc-${Date.now().toString(36)}-${++dealIds}`,
  dealType: 'PREFERRED_DEAL',
  auctionType: 'BID_FLOOR_PRICE',
  floorCpm: 12.5,
  currency: 'USD',
  buyerSeats: ['seat-42', ' ', 'seat-42'],
  advertiserDomains: ['Brand.com'],
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  networkId: targets.networkId ?? null,
  placementIds: targets.placementIds ?? [],
  connectionIds: targets.connectionIds ?? [],
  ...fields,
});

describe('deals (part 2 §7 /api/deal): create, rules, tenancy, list, revert', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number; name: string };
  let inNetwork: { placementId: number; connectionId: number };
  let elsewhere: { placementId: number; connectionId: number };
  beforeAll(async () => {
    make = builders(app.t);
    const targetsIn = async (networkId: number) => {
      const publisher = await make.publisher({ networkId });
      const placement = await make.placement({ publisher });
      const connection = await make.connection({ partner: await make.partner({ networkId }) });
      return { placementId: placement.id, connectionId: connection.id };
    };
    network = await make.network();
    inNetwork = await targetsIn(network.id);
    elsewhere = await targetsIn((await make.network()).id);
  });

  it('creates a deal with its placements and connections, records it, and answers it as bidders receive it', async () => {
    const body = dealBody('Holiday PMP', {
      networkId: network.id,
      placementIds: [inNetwork.placementId],
      connectionIds: [inNetwork.connectionId],
    });
    const created = await app.admin.post(DEAL_API.deals, body);
    expect(created.statusCode).toBe(201);
    const deal = created.json();
    expect(deal).toMatchObject({
      name: 'Holiday PMP',
      dealId: body.dealId,
      status: 'ACTIVE',
      network: { id: network.id, name: network.name },
      buyerSeats: ['seat-42'],
      advertiserDomains: ['brand.com'],
      placements: [{ id: inNetwork.placementId }],
      connections: [{ id: inNetwork.connectionId }],
      version: 1,
    });
    expect((await changesOf(app.t, 'DEAL', deal.id))[0]).toMatchObject({ action: 'CREATE' });
    const openRtb = await app.admin.get(DEAL_API.openRtb(deal.id));
    expect(openRtb.json()).toEqual({
      id: body.dealId,
      bidfloor: 12.5,
      bidfloorcur: 'USD',
      at: 3,
      wseat: ['seat-42'],
      wadomain: ['brand.com'],
      guar: 0,
    });
  });

  it('refuses what breaks a rule, with its message, and writes nothing', async () => {
    const before = await rowCount(app.t, deals);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(DEAL_API.deals, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(
      dealBody('Auction', {}, { auctionType: 'SECOND_PRICE' }),
      `auctionType: ${DEAL_MESSAGES.auctionForType}`,
    );
    await refused(
      dealBody('Backwards', {}, { endDate: '2026-11-01' }),
      `endDate: ${RECORD_FIELD_MESSAGES.endBeforeStart}`,
    );
    await refused(dealBody('Spaced', {}, { dealId: 'deal id' }), `dealId: ${DEAL_MESSAGES.dealId}`);
    await refused(
      dealBody('Schemed', {}, { advertiserDomains: ['https://brand.com/x'] }),
      `advertiserDomains: ${RECORD_FIELD_MESSAGES.advertiserDomain}`,
    );
    await refused(
      dealBody('Far', { networkId: network.id, placementIds: [elsewhere.placementId] }),
      DEAL_MESSAGES.outsideNetwork('Placements', [elsewhere.placementId]),
    );
    await refused(
      dealBody('Gone', { connectionIds: [2_000_000_000] }),
      DEAL_MESSAGES.connectionsNotFound([2_000_000_000]),
    );
    expect(await rowCount(app.t, deals)).toBe(before);
  });

  it('keeps a deal id unique across the platform (409)', async () => {
    const first = dealBody('First');
    expect((await app.admin.post(DEAL_API.deals, first)).statusCode).toBe(201);
    const again = await app.admin.post(DEAL_API.deals, { ...dealBody('Second'), dealId: first.dealId });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([DEAL_MESSAGES.duplicateDealId]);
  });

  it("a network user works only within its network: its deals are its network's, others' are not found", async () => {
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const own = await networkAdmin.client.post(DEAL_API.deals, dealBody('Own network deal'));
    expect(own.statusCode).toBe(201);
    expect(own.json().network).toMatchObject({ id: network.id });
    const foreign = (await app.admin.post(DEAL_API.deals, dealBody('Foreign deal'))).json();
    expect((await networkAdmin.client.get(DEAL_API.deal(foreign.id))).statusCode).toBe(404);
    const other = await networkAdmin.client.post(
      DEAL_API.deals,
      dealBody('Elsewhere', { networkId: network.id + 1 }),
    );
    expect(other.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const listed = (await networkAdmin.client.get(`${DEAL_API.deals}?${ALL_STATUSES}&size=100`)).json();
    expect(listed.content.every((deal: { network: { id: number } }) => deal.network.id === network.id)).toBe(
      true,
    );
  });

  it('lists by name with status counts and statuses, and archives in bulk after a preview', async () => {
    const names = ['Zeta alpha deal', 'Zeta beta deal'];
    const made = [];
    for (const name of names) made.push((await app.admin.post(DEAL_API.deals, dealBody(name))).json());
    const page = (await app.admin.get(`${DEAL_API.deals}?name=zeta&${ALL_STATUSES}`)).json();
    expect(page.content.map((deal: { name: string }) => deal.name)).toEqual(names);
    expect(countsOf((await app.admin.get(`${DEAL_API.counts}?name=zeta`)).json())).toEqual({
      ACTIVE: 2,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    expect((await app.admin.get(DEAL_API.statuses)).json().map((s: { key: string }) => s.key)).toEqual([
      'ACTIVE',
      'INACTIVE',
      'ARCHIVED',
    ]);
    const request = { ids: ids(page), action: 'ARCHIVE' };
    const preview = (await app.admin.post(`${DEAL_API.deals}/bulk`, { ...request, dryRun: true })).json();
    expect(preview).toMatchObject({ applied: false, changes: [{ id: made[0].id }, { id: made[1].id }] });
    await app.admin.post(`${DEAL_API.deals}/bulk`, { ...request, dryRun: false });
    const archived = (await app.admin.get(`${DEAL_API.deals}?name=zeta&status=ARCHIVED`)).json();
    expect(archived.totalElements).toBe(2);
    const csv = await app.admin.get(`${DEAL_API.deals}/export.csv?name=zeta&status=ARCHIVED`);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Name,Deal ID,Deal type,Auction,Floor CPM,Currency,Network,Start,End,Buyer seats,Advertiser domains,Placements,Connections,Status,Added',
    );
    expect(csv.body).toContain('Zeta alpha deal');
  });

  it('an edit of its placements is reverted from the changelog, back to the earlier placements', async () => {
    const targets = { networkId: network.id, placementIds: [inNetwork.placementId] };
    const deal = (await app.admin.post(DEAL_API.deals, dealBody('Reverted deal', targets))).json();
    const edited = await app.admin.put(DEAL_API.deal(deal.id), {
      ...dealBody('Reverted deal, renamed', { networkId: network.id }),
      dealId: deal.dealId,
      version: deal.version,
    });
    expect(edited.json()).toMatchObject({ placements: [], version: 2 });
    const [change] = await changesOf(app.t, 'DEAL', deal.id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({
      name: 'Reverted deal',
      placements: [{ id: inNetwork.placementId }],
      version: 3,
    });
  });

  it('campaign managers write deals, read-only admins only read them, designers and publishers see none', async () => {
    const manager = await make.user({ roles: ['CAMPAIGN_MANAGER'] }, 'CAMPAIGN_MANAGER');
    expect((await manager.client.post(DEAL_API.deals, dealBody('Manager deal'))).statusCode).toBe(201);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(DEAL_API.deals)).statusCode).toBe(200);
    const write = await readonly.client.post(DEAL_API.deals, dealBody('Read-only deal'));
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(DEAL_API.deals)).statusCode).toBe(403);
  });
});
