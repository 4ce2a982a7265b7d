import { TMAX_MESSAGES } from '@adcast/domain/decisioning/tmax';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../src/db/schema/demand';
import { type Builders, builders } from './support/builders';
import { changelogCount, changesOf, rowCount, useDemoApp } from './support/demand';

const fields = (name: string) => ({
  name,
  schainAsi: 'Bluefin.COM',
  integrationType: 'PBS',
  notes: ' Weekly floor review ',
});

describe('demand connections: create, edit, archive', () => {
  const app = useDemoApp();
  let make: Builders;
  let partner: { id: number; displayName: string; networkId: number | null };
  const path = (id?: number, partnerId = partner.id) =>
    `/api/dp/${partnerId}/connections${id === undefined ? '' : `/${id}`}`;
  beforeAll(async () => {
    make = builders(app.t);
    partner = await make.partner({ displayName: 'Bluefin Exchange Test' });
  });

  it('creates a connection of a partner, ACTIVE by default, and writes the changelog', async () => {
    const response = await app.admin.post(path(), fields('Bluefin Mexico CTV'));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Bluefin Mexico CTV',
      demandPartner: { id: partner.id, displayName: partner.displayName },
      network: null,
      placementCnt: 0,
      schainAsi: 'bluefin.com',
      integrationType: 'PBS',
      duplicateDpConnection: false,
      notes: 'Weekly floor review',
      status: 'ACTIVE',
      version: 1,
    });
    const [change] = await changesOf(app.t, 'CONNECTION', created.id);
    expect(change).toMatchObject({ action: 'CREATE', before: null, after: created });
    expect((await app.admin.get(path(created.id))).json()).toEqual(created);
  });

  it('edits with the version it read; the version moves on and the change is recorded before and after', async () => {
    const { id } = await make.connection({ partner });
    const before = (await app.admin.get(path(id))).json();
    const response = await app.admin.put(path(id), {
      ...fields('Bluefin EU Open Auction'),
      status: 'INACTIVE',
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'INACTIVE',
      integrationType: 'PBS',
      version: before.version + 1,
    });
    const [change] = await changesOf(app.t, 'CONNECTION', id);
    expect(change).toMatchObject({ action: 'UPDATE', before, after: response.json() });
  });

  it('keeps its partner timeout: none unless told, then written back as sent and cleared again', async () => {
    const created = (await app.admin.post(path(), fields('Bluefin Fast Lane'))).json();
    expect(created.tmaxMs).toBeNull();
    const edited = await app.admin.put(path(created.id), {
      ...fields('Bluefin Fast Lane'),
      integrationType: 'ORTB',
      tmaxMs: 180,
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ integrationType: 'ORTB', tmaxMs: 180 });
    expect((await app.admin.get(path(created.id))).json()).toEqual(edited.json());
    expect((await changesOf(app.t, 'CONNECTION', created.id))[0]).toMatchObject({
      action: 'UPDATE',
      before: { tmaxMs: null },
      after: { tmaxMs: 180 },
    });
    const cleared = await app.admin.put(path(created.id), {
      ...fields('Bluefin Fast Lane'),
      tmaxMs: null,
      version: edited.json().version,
    });
    expect(cleared.json().tmaxMs).toBeNull();
    const made = await app.admin.post(path(), { ...fields('Bluefin Slow Lane'), tmaxMs: 5000 });
    expect(made.json().tmaxMs).toBe(5000);
  });

  it(`refuses a partner timeout out of range, '${TMAX_MESSAGES.range}', changing nothing`, async () => {
    const { id } = await make.connection({ partner });
    const before = (await app.admin.get(path(id))).json();
    const total = await rowCount(app.t, connections);
    const changes = await changelogCount(app.t, 'CONNECTION');
    for (const tmaxMs of [49, 60_000, 99.9, '250']) {
      const created = await app.admin.post(path(), { ...fields('Bluefin Too Slow'), tmaxMs });
      expect(created.statusCode, String(tmaxMs)).toBe(400);
      expect(created.json()).toEqual({ code: 2001, messages: [`tmaxMs: ${TMAX_MESSAGES.range}`] });
      const edited = await app.admin.put(path(id), {
        ...fields(before.name),
        tmaxMs,
        version: before.version,
      });
      expect(edited.statusCode, String(tmaxMs)).toBe(400);
      expect(edited.json()).toEqual({ code: 2001, messages: [`tmaxMs: ${TMAX_MESSAGES.range}`] });
    }
    expect((await app.admin.get(path(id))).json()).toEqual(before);
    expect(await rowCount(app.t, connections)).toBe(total);
    expect(await changelogCount(app.t, 'CONNECTION')).toBe(changes);
  });

  it('a write with a stale version gets 409 and changes nothing', async () => {
    const { id } = await make.connection({ partner });
    const current = (await app.admin.get(path(id))).json();
    const changes = await changelogCount(app.t, 'CONNECTION', id);
    const stale = await app.admin.put(path(id), {
      ...fields('Renamed'),
      version: current.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 2003, messages: [SERVER_MESSAGES.staleVersion] });
    const staleArchive = await app.admin.put(`${path(id)}/archive`, {
      version: current.version + 1,
    });
    expect(staleArchive.statusCode).toBe(409);
    expect((await app.admin.get(path(id))).json()).toEqual(current);
    expect(await changelogCount(app.t, 'CONNECTION', id)).toBe(changes);
  });

  it(`refuses a duplicate name within a partner, whatever the letter case: '${DEMAND_MESSAGES.duplicateConnectionName}'`, async () => {
    const atlas = await make.partner();
    await make.connection({ partner: atlas, name: 'Atlas US CTV Prime' });
    const other = await make.connection({ partner: atlas });
    const total = await rowCount(app.t, connections);
    const duplicate = await app.admin.post(path(undefined, atlas.id), fields('atlas us ctv PRIME'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 2003, messages: [DEMAND_MESSAGES.duplicateConnectionName] });
    expect(await rowCount(app.t, connections)).toBe(total);
    const rename = await app.admin.put(path(other.id, atlas.id), {
      ...fields('Atlas US CTV Prime'),
      version: 1,
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().messages).toEqual([DEMAND_MESSAGES.duplicateConnectionName]);
    const otherPartner = await app.admin.post(path(), fields('Atlas US CTV Prime'));
    expect(otherPartner.statusCode).toBe(201);
  });

  it('archives and unarchives (reactivates), each once, recording both', async () => {
    const { id } = await make.connection({ partner });
    const archived = await app.admin.put(`${path(id)}/archive`, { version: 1 });
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', version: 2 });
    const again = await app.admin.put(`${path(id)}/archive`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 2005, messages: [DEMAND_MESSAGES.alreadyArchived('connection')] });
    const edit = await app.admin.put(path(id), {
      ...fields('Edited while archived'),
      version: 2,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().messages).toEqual([DEMAND_MESSAGES.archivedNotEditable('connection')]);
    const unarchived = await app.admin.put(`${path(id)}/unarchive`);
    expect(unarchived.json()).toMatchObject({ status: 'ACTIVE', version: 3 });
    expect((await app.admin.put(`${path(id)}/unarchive`)).json().messages).toEqual([
      DEMAND_MESSAGES.notArchived('connection'),
    ]);
    expect((await changesOf(app.t, 'CONNECTION', id)).map((change) => change.action)).toEqual([
      'UNARCHIVE',
      'ARCHIVE',
    ]);
  });

  it('bad payloads get 400 with a message for each problem and change nothing', async () => {
    const { id } = await make.connection({ partner });
    const total = await rowCount(app.t, connections);
    const changes = await changelogCount(app.t, 'CONNECTION');
    const cases: [object, string[]][] = [
      [
        { ...fields(''), schainAsi: 'https://not a domain' },
        ['name: Name is required', `schainAsi: ${DEMAND_MESSAGES.sellerDomain}`],
      ],
      [
        { ...fields('Valid name'), integrationType: 'SOAP' },
        ['integrationType: Must be one of: ORTB, VAST, PBS, CUSTOM'],
      ],
      [{ ...fields('Valid name'), status: 'ARCHIVED' }, ['status: Must be one of: ACTIVE, INACTIVE']],
      [{ ...fields('x'.repeat(201)) }, ['name: At most 200 characters']],
    ];
    for (const [payload, messages] of cases) {
      const response = await app.admin.post(path(), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 2001, messages });
    }
    expect((await app.admin.put(path(id), fields('No version'))).json().messages).toEqual([
      'version: Required',
    ]);
    expect(await rowCount(app.t, connections)).toBe(total);
    expect(await changelogCount(app.t, 'CONNECTION')).toBe(changes);
  });

  it('unknown ids get 404: partner, connection, and a connection under another partner', async () => {
    const unknown = 2147483647;
    const elsewhere = await make.connection();
    expect((await app.admin.post(path(undefined, unknown), fields('Nowhere'))).statusCode).toBe(404);
    expect((await app.admin.get(path(unknown))).json()).toEqual({
      code: 1004,
      messages: ['Connection not found'],
    });
    expect((await app.admin.get(path(elsewhere.id))).statusCode).toBe(404);
    expect((await app.admin.put(path(elsewhere.id), { ...fields('Moved'), version: 1 })).statusCode).toBe(
      404,
    );
    expect((await app.admin.put(`${path(elsewhere.id)}/archive`)).statusCode).toBe(404);
    expect((await app.admin.get(`/api/dp/abc/connections/${elsewhere.id}`)).statusCode).toBe(400);
  });

  it('an archived partner takes no new connections', async () => {
    const archived = await make.partner({ status: 'ARCHIVED' });
    const response = await app.admin.post(path(undefined, archived.id), fields('Too late'));
    expect(response.statusCode).toBe(422);
    expect(response.json().messages).toEqual([DEMAND_MESSAGES.archivedPartner]);
  });
});
