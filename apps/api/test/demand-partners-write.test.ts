import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { MONEY_MESSAGES } from '@adcast/domain/money';
import { describe, expect, it } from 'vitest';
import { demandPartners } from '../src/db/schema/demand';
import { builders } from './support/builders';
import { changelogCount, changesOf, rowCount, useDemoApp } from './support/demand';

const ortb = (displayName: string) => ({
  displayName,
  integrationType: 'ORTB',
  endpointUrl: 'https://bid.example.com/openrtb2',
  defaultBidFloor: 1.25,
});

describe('demand partners: create, edit, archive', () => {
  const app = useDemoApp();

  it('creates a partner, ACTIVE and in no network unless one is chosen, and records it', async () => {
    const response = await app.admin.post('/api/dp', {
      ...ortb('Kestrel Demand'),
      vastTagUrl: '',
      notes: '',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      displayName: 'Kestrel Demand',
      status: 'ACTIVE',
      network: null,
      integrationType: 'ORTB',
      endpointUrl: 'https://bid.example.com/openrtb2',
      vastTagUrl: null,
      defaultBidFloor: 1.25,
      notes: null,
      connectionCount: 0,
      version: 1,
    });
    expect((await changesOf(app.t, 'DEMAND_PARTNER', created.id))[0]).toMatchObject({
      action: 'CREATE',
      after: created,
    });
    const inNetwork = await app.admin.post('/api/dp', { ...ortb('Lark Demand'), networkId: 2 });
    expect(inNetwork.json().network).toEqual({ id: 2, name: 'Northwind Media Group' });
  });

  it('VAST partners take a VAST tag URL, the others an endpoint URL; URLs must be http(s); money is 2 decimals >= 0', async () => {
    const total = await rowCount(app.t, demandPartners);
    const changes = await changelogCount(app.t, 'DEMAND_PARTNER');
    const cases: [object, string[]][] = [
      [
        { ...ortb('Vast one'), integrationType: 'VAST' },
        [
          `vastTagUrl: ${DEMAND_MESSAGES.vastTagUrlRequired}`,
          `endpointUrl: ${DEMAND_MESSAGES.endpointUrlNotForVast}`,
        ],
      ],
      [{ ...ortb('No url'), endpointUrl: null }, [`endpointUrl: ${DEMAND_MESSAGES.endpointUrlRequired}`]],
      [
        { ...ortb('Ftp'), endpointUrl: 'ftp://bid.example.com' },
        [`endpointUrl: ${DEMAND_MESSAGES.httpUrl('Endpoint URL')}`],
      ],
      [
        { ...ortb('Both'), vastTagUrl: 'https://vast.example.com/tag' },
        [`vastTagUrl: ${DEMAND_MESSAGES.vastTagUrlOnlyForVast}`],
      ],
      [
        { ...ortb('Negative'), defaultBidFloor: -0.01 },
        [`defaultBidFloor: ${MONEY_MESSAGES.notNegative('Default bid floor')}`],
      ],
      [
        { ...ortb('Fractions'), defaultBidFloor: 1.005 },
        [`defaultBidFloor: ${MONEY_MESSAGES.twoDecimals('Default bid floor')}`],
      ],
      [{ ...ortb('   ') }, ['displayName: Display name is required']],
      [{ ...ortb('Nowhere'), networkId: 99 }, [DEMAND_MESSAGES.networkNotFound]],
    ];
    for (const [payload, messages] of cases) {
      const response = await app.admin.post('/api/dp', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 2001, messages });
    }
    expect(await rowCount(app.t, demandPartners)).toBe(total);
    expect(await changelogCount(app.t, 'DEMAND_PARTNER')).toBe(changes);
    const vast = await app.admin.post('/api/dp', {
      displayName: 'Vast two',
      integrationType: 'VAST',
      vastTagUrl: 'https://vast.example.com/tag?id=[ID]',
    });
    expect(vast.json()).toMatchObject({ endpointUrl: null, defaultBidFloor: 0 });
  });

  it("a new display name shows on the partner's connections", async () => {
    const connection = await builders(app.t).connection();
    const dpId = connection.demandPartnerId;
    const response = await app.admin.put(`/api/dp/${dpId}`, {
      ...ortb('Bluefin Global Exchange'),
      version: 1,
    });
    expect(response.json()).toMatchObject({ displayName: 'Bluefin Global Exchange', version: 2 });
    expect(
      (await app.admin.get(`/api/dp/${dpId}/connections/${connection.id}`)).json().demandPartner,
    ).toEqual({
      id: dpId,
      displayName: 'Bluefin Global Exchange',
    });
    const stale = await app.admin.put(`/api/dp/${dpId}`, { ...ortb('Bluefin Again'), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 2003, messages: [SERVER_MESSAGES.staleVersion] });
  });

  it('moves to another network with its connections, unless their placements would stay behind', async () => {
    const build = builders(app.t);
    const target = await build.network();
    const connection = await build.connection();
    const dpId = connection.demandPartnerId;
    const moved = await app.admin.put(`/api/dp/${dpId}`, {
      ...ortb('Delta Programmatic'),
      networkId: target.id,
      version: 1,
    });
    expect(moved.json().network).toEqual({ id: target.id, name: target.name });
    expect((await app.admin.get(`/api/dp/${dpId}/connections/${connection.id}`)).json().network).toEqual({
      id: target.id,
      name: target.name,
    });
    const holding = await build.connection({ placementIds: [(await build.placement()).id] });
    const blockedId = holding.demandPartnerId;
    const blocked = await app.admin.put(`/api/dp/${blockedId}`, {
      ...ortb('Atlas Demand'),
      networkId: target.id,
      version: 1,
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().messages).toEqual([DEMAND_MESSAGES.partnerNetworkInUse]);
    expect((await app.admin.get(`/api/dp/${blockedId}`)).json()).toMatchObject({ network: null, version: 1 });
  });

  it('archives and unarchives, recording both; an archived partner is not edited', async () => {
    const { id } = await builders(app.t).partner();
    expect((await app.admin.put(`/api/dp/${id}/archive`)).json()).toMatchObject({
      status: 'ARCHIVED',
      version: 2,
    });
    expect((await app.admin.put(`/api/dp/${id}/archive`)).statusCode).toBe(422);
    const edit = await app.admin.put(`/api/dp/${id}`, { ...ortb('Ivory'), version: 2 });
    expect(edit.json().messages).toEqual([DEMAND_MESSAGES.archivedNotEditable('demand partner')]);
    expect((await app.admin.put(`/api/dp/${id}/unarchive`, { version: 2 })).json()).toMatchObject({
      status: 'ACTIVE',
    });
    expect((await changesOf(app.t, 'DEMAND_PARTNER', id)).map((change) => change.action)).toEqual([
      'UNARCHIVE',
      'ARCHIVE',
    ]);
    expect((await app.admin.put('/api/dp/999999999/archive')).statusCode).toBe(404);
  });
});
