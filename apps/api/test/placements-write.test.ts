import { TMAX_MESSAGES } from '@adcast/domain/decisioning/tmax';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { MONEY_MESSAGES } from '@adcast/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { placements } from '../src/db/schema/inventory';
import { type Builders, builders } from './support/builders';
import { changelogCount, changesOf, rowCount, useDemoApp } from './support/demand';

const placement = (name: string, publisherId: number) => ({
  name,
  publisherId,
  type: 'VIDEO',
  platform: 'CTV',
  deliveryType: 'SSAI',
  bidFloor: 2.5,
  cpm: 4.75,
});

describe('placements: create, edit, archive', () => {
  const app = useDemoApp();
  let make: Builders;
  /** A publisher of a network, one of another network, and one of no network. */
  let inNetwork: { id: number; name: string; networkId: number | null };
  let inOtherNetwork: { id: number; networkId: number | null };
  let networkless: { id: number };
  beforeAll(async () => {
    make = builders(app.t);
    inNetwork = await make.publisher({ networkId: (await make.network()).id });
    inOtherNetwork = await make.publisher({ networkId: (await make.network()).id });
    networkless = await make.publisher();
  });

  it("creates a placement whose network is its publisher's, and records it", async () => {
    const response = await app.admin.post(
      '/api/placements',
      placement('Evergreen Election Night', inNetwork.id),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Evergreen Election Night',
      publisher: { id: inNetwork.id, name: inNetwork.name },
      networkId: inNetwork.networkId,
      bidFloor: 2.5,
      cpm: 4.75,
      status: 'ACTIVE',
      version: 1,
    });
    expect((await changesOf(app.t, 'PLACEMENT', created.id))[0]).toMatchObject({
      action: 'CREATE',
      after: created,
    });
    expect(
      (await app.admin.post('/api/placements', placement('Aurora Late Show', networkless.id))).json()
        .networkId,
    ).toBeNull();
  });

  it('bad payloads get 400 with messages and change nothing', async () => {
    const total = await rowCount(app.t, placements);
    const changes = await changelogCount(app.t, 'PLACEMENT');
    const cases: [object, string[]][] = [
      [
        { ...placement('No publisher', networkless.id), publisherId: undefined },
        ['publisherId: Publisher is required'],
      ],
      [
        { ...placement('Cheap', networkless.id), bidFloor: -1, cpm: 0.125 },
        [`bidFloor: ${MONEY_MESSAGES.notNegative('Floor')}`, `cpm: ${MONEY_MESSAGES.twoDecimals('CPM')}`],
      ],
      [
        { ...placement('Odd type', networkless.id), type: 'BANNER' },
        ['type: Must be one of: VIDEO, AUDIO_BACKFILL, CONTENT_BYTE, VIDEO_AUDIO_VIDEO, BACKFILL, VAST_WEB'],
      ],
      [{ ...placement('Unknown publisher', 2147483647) }, [DEMAND_MESSAGES.publisherNotFound]],
    ];
    for (const [payload, messages] of cases) {
      const response = await app.admin.post('/api/placements', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 2001, messages });
    }
    expect(await rowCount(app.t, placements)).toBe(total);
    expect(await changelogCount(app.t, 'PLACEMENT')).toBe(changes);
  });

  it('edits with its version; a stale one gets 409', async () => {
    const { id } = await make.placement({ publisher: inNetwork });
    const edited = await app.admin.put(`/api/placements/${id}`, {
      ...placement('Blue Pre-roll HD', inNetwork.id),
      version: 1,
    });
    expect(edited.json()).toMatchObject({ name: 'Blue Pre-roll HD', bidFloor: 2.5, version: 2 });
    expect((await changesOf(app.t, 'PLACEMENT', id))[0]).toMatchObject({
      action: 'UPDATE',
      after: edited.json(),
    });
    const stale = await app.admin.put(`/api/placements/${id}`, {
      ...placement('Again', inNetwork.id),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 2003, messages: [SERVER_MESSAGES.staleVersion] });
  });

  it('keeps its auction type and partner timeout: first price and none unless told, both written back as sent', async () => {
    const created = (
      await app.admin.post('/api/placements', placement('Harbor Prime Break', inNetwork.id))
    ).json();
    expect(created).toMatchObject({ auctionType: 'FIRST_PRICE', tmaxMs: null });
    const edited = await app.admin.put(`/api/placements/${created.id}`, {
      ...placement('Harbor Prime Break', inNetwork.id),
      auctionType: 'SECOND_PRICE',
      tmaxMs: 450,
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ auctionType: 'SECOND_PRICE', tmaxMs: 450 });
    expect((await app.admin.get(`/api/placements/${created.id}`)).json()).toEqual(edited.json());
    expect((await changesOf(app.t, 'PLACEMENT', created.id))[0]).toMatchObject({
      action: 'UPDATE',
      before: { auctionType: 'FIRST_PRICE', tmaxMs: null },
      after: { auctionType: 'SECOND_PRICE', tmaxMs: 450 },
    });
    const cleared = await app.admin.put(`/api/placements/${created.id}`, {
      ...placement('Harbor Prime Break', inNetwork.id),
      auctionType: 'BID_FLOOR_PRICE',
      tmaxMs: null,
      version: edited.json().version,
    });
    expect(cleared.json()).toMatchObject({ auctionType: 'BID_FLOOR_PRICE', tmaxMs: null });
  });

  it(`refuses a partner timeout out of range, '${TMAX_MESSAGES.range}', and an unknown auction type, changing nothing`, async () => {
    const held = await make.placement({ publisher: inNetwork });
    const before = (await app.admin.get(`/api/placements/${held.id}`)).json();
    const total = await rowCount(app.t, placements);
    const changes = await changelogCount(app.t, 'PLACEMENT');
    const cases: [object, string[]][] = [
      [{ tmaxMs: 20 }, [`tmaxMs: ${TMAX_MESSAGES.range}`]],
      [{ tmaxMs: 5001 }, [`tmaxMs: ${TMAX_MESSAGES.range}`]],
      [{ tmaxMs: 120.5 }, [`tmaxMs: ${TMAX_MESSAGES.range}`]],
      [
        { auctionType: 'VICKREY' },
        ['auctionType: Must be one of: FIRST_PRICE, SECOND_PRICE, BID_FLOOR_PRICE'],
      ],
    ];
    for (const [wrong, messages] of cases) {
      const created = await app.admin.post('/api/placements', {
        ...placement('Out of range', inNetwork.id),
        ...wrong,
      });
      expect(created.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(created.json()).toEqual({ code: 2001, messages });
      const edited = await app.admin.put(`/api/placements/${held.id}`, {
        ...placement(held.name, inNetwork.id),
        ...wrong,
        version: before.version,
      });
      expect(edited.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(edited.json()).toEqual({ code: 2001, messages });
    }
    expect((await app.admin.get(`/api/placements/${held.id}`)).json()).toEqual(before);
    expect(await rowCount(app.t, placements)).toBe(total);
    expect(await changelogCount(app.t, 'PLACEMENT')).toBe(changes);
  });

  it("moves to another network's publisher only when no connection of its network holds it", async () => {
    const free = await make.placement({ publisher: inNetwork });
    const moved = await app.admin.put(`/api/placements/${free.id}`, {
      ...placement('Foxglove Spare Slot', inOtherNetwork.id),
      version: 1,
    });
    expect(moved.json()).toMatchObject({
      networkId: inOtherNetwork.networkId,
      publisher: { id: inOtherNetwork.id },
    });
    const held = await make.placement({ publisher: inNetwork });
    const partner = await make.partner({ networkId: inNetwork.networkId });
    await make.connection({ partner, placementIds: [held.id] });
    const blocked = await app.admin.put(`/api/placements/${held.id}`, {
      ...placement(held.name, networkless.id),
      version: held.version,
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().messages).toEqual([DEMAND_MESSAGES.placementNetworkInUse]);
  });

  it('archives and unarchives once each, recording both', async () => {
    const { id } = await make.placement();
    expect((await app.admin.put(`/api/placements/${id}/archive`, { version: 1 })).json()).toMatchObject({
      status: 'ARCHIVED',
    });
    expect((await app.admin.put(`/api/placements/${id}/archive`)).json().messages).toEqual([
      DEMAND_MESSAGES.alreadyArchived('placement'),
    ]);
    expect((await app.admin.put(`/api/placements/${id}/unarchive`)).json()).toMatchObject({
      status: 'ACTIVE',
      version: 3,
    });
    expect((await changesOf(app.t, 'PLACEMENT', id)).map((change) => change.action)).toEqual([
      'UNARCHIVE',
      'ARCHIVE',
    ]);
    expect((await app.admin.put('/api/placements/2147483647/unarchive')).statusCode).toBe(404);
  });
});
