import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { TARGETING_API } from '@adcast/domain/inventory/paths';
import { PLACEMENT_CONTRACT } from '@adcast/domain/inventory/placement-contract';
import { TARGETING_COLUMN_LABELS, TARGETING_MESSAGES } from '@adcast/domain/inventory/targeting';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { targetingSets } from '../src/db/schema/targeting';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, rowCount, useDemoApp } from './support/demand';

const places = (countries: string[] = [], regions: string[] = []) => ({ countries, regions, cities: [] });

const body = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  networkId: null,
  geo: { include: places(['US']), exclude: places([], ['US-TX']) },
  deviceTypes: [3, 7],
  platforms: ['CTV'],
  bundleIds: ['com.example.tv'],
  dayParting: {
    timeZone: 'EST',
    slots: [{ day: 'FRIDAY', restrictedHours: true, startHour: 22, endHour: 2 }],
  },
  ...fields,
});

describe('targeting (issue 24): geolocation, targeting sets, a placement’s set', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number; name: string };
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
  });

  it('searches the geographic data by name, searchTerm trimmed, paged', async () => {
    const countries = await app.admin.get(
      `${TARGETING_API.countries}?searchTerm=${encodeURIComponent('  united s ')}`,
    );
    expect(countries.statusCode).toBe(200);
    expect(countries.json().content.map((c: { id: string }) => c.id)).toEqual(['US', 'UM']);
    expect(countries.json().content[0]).toMatchObject({
      countryName: 'United States',
      continent: 'Americas',
    });
    const continents = (await app.admin.get(TARGETING_API.continents)).json();
    expect(continents.map((c: { name: string }) => c.name)).toContain('Europe');
    const subregions = (await app.admin.get(`${TARGETING_API.subregions}?continent=Europe`)).json();
    expect(subregions.map((s: { name: string }) => s.name)).toContain('Western Europe');
    const regions = (await app.admin.get(`${TARGETING_API.regions}?countryCode=US&searchTerm=new y`)).json();
    expect(regions.content).toEqual([{ code: 'US-NY', name: 'New York', countryCode: 'US' }]);
    const ofCountries = (await app.admin.get(`${TARGETING_API.regions}?countryCodes=fr,US&size=1000`)).json();
    expect(new Set(ofCountries.content.map((r: { countryCode: string }) => r.countryCode))).toEqual(
      new Set(['FR', 'US']),
    );
    expect(ofCountries.content.map((r: { code: string }) => r.code)).toContain('US-NY');
    const byCode = (await app.admin.get(`${TARGETING_API.regions}?codes=US-TX,US-NY`)).json();
    expect(byCode.content.map((r: { name: string }) => r.name).sort()).toEqual(['New York', 'Texas']);
    const cities = (
      await app.admin.get(`${TARGETING_API.cities}?regionCode=US-TX&searchTerm=austin&size=5`)
    ).json();
    expect(cities.content[0]).toMatchObject({ name: 'Austin', countryCode: 'US', regionCode: 'US-TX' });
    const search = (await app.admin.get(`${TARGETING_API.search}?searchTerm=paris&size=100`)).json();
    expect(search.content.length).toBeLessThanOrEqual(100);
    expect(search.totalElements).toBeGreaterThan(1);
    expect(
      search.content.some((place: { city?: { countryCode: string } }) => place.city?.countryCode === 'FR'),
    ).toBe(true);
  });

  it('creates a set with EST read as New York, the places checked, and records it', async () => {
    const created = await app.admin.post(
      TARGETING_API.sets,
      body('US CTV late Friday', { networkId: network.id }),
    );
    expect(created.statusCode).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({
      name: 'US CTV late Friday',
      network: { id: network.id },
      geo: { include: places(['US']), exclude: places([], ['US-TX']) },
      deviceTypes: [3, 7],
      dayParting: { timeZone: 'America/New_York' },
      version: 1,
    });
    expect((await changesOf(app.t, 'TARGETING_SET', set.id))[0]).toMatchObject({ action: 'CREATE' });
    expect((await app.admin.get(TARGETING_API.set(set.id))).json()).toEqual(set);
    const listed = (
      await app.admin.get(`${TARGETING_API.sets}?searchTerm=late friday&${ALL_STATUSES}`)
    ).json();
    expect(listed.content.map((row: { id: number }) => row.id)).toEqual([set.id]);
    const csv = await app.admin.get(`${TARGETING_API.exportCsv}?searchTerm=late friday`);
    const L = TARGETING_COLUMN_LABELS;
    expect(csv.body.split('\r\n')[0]).toBe([L.name, L.network, L.targets, L.status, L.createdOn].join(','));
    expect(csv.body).toContain('Fri 22:00–24:00, Sat 00:00–02:00 America/New_York');
  });

  it('refuses each broken rule with its message and writes nothing', async () => {
    const before = await rowCount(app.t, targetingSets);
    const both = await app.admin.post(
      TARGETING_API.sets,
      body('Both ways', { geo: { include: places(['FR']), exclude: places(['FR']) } }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().messages).toEqual([
      `geo.exclude.countries: ${TARGETING_MESSAGES.bothIncludedAndExcluded('Countries', ['FR'])}`,
    ]);
    const hours = await app.admin.post(
      TARGETING_API.sets,
      body('Bad hours', {
        dayParting: { timeZone: 'UTC', slots: [{ day: 'MONDAY', startHour: 5, endHour: 5 }] },
      }),
    );
    expect(hours.json().messages).toEqual(['dayParting.slots.0.endHour: A slot must end after it starts']);
    const unknown = await app.admin.post(
      TARGETING_API.sets,
      body('Nowhere', { geo: { include: places(['ZZ']) } }),
    );
    expect(unknown.json().messages).toEqual([TARGETING_MESSAGES.unknownPlaces(['ZZ'])]);
    const zone = await app.admin.post(
      TARGETING_API.sets,
      body('Zone', { dayParting: { timeZone: 'Mars/Base', slots: [] } }),
    );
    expect(zone.json().messages).toEqual(['dayParting.timeZone: Unknown time zone: Mars/Base']);
    expect(await rowCount(app.t, targetingSets)).toBe(before);
  });

  it('keeps the apps and domains it names, of its own network only', async () => {
    const publisher = await make.publisher({ networkId: network.id });
    const ownApp = await make.app({ publisher, bundleId: 'com.own.tv' });
    const ownDomain = await make.domain({ publisher, url: 'http://own.example' });
    const foreignApp = await make.app({
      publisher: await make.publisher({ networkId: (await make.network()).id }),
    });
    const set = await app.admin.post(
      TARGETING_API.sets,
      body('Own inventory', { networkId: network.id, appIds: [ownApp.id], domainIds: [ownDomain.id] }),
    );
    expect(set.json()).toMatchObject({
      apps: [{ id: ownApp.id, bundleId: 'com.own.tv' }],
      domains: [{ id: ownDomain.id, url: 'http://own.example' }],
    });
    const foreign = await app.admin.post(
      TARGETING_API.sets,
      body('Foreign inventory', { networkId: network.id, appIds: [foreignApp.id] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().messages).toEqual([TARGETING_MESSAGES.appsNotFound([foreignApp.id])]);
  });

  it("a network user sees its network's sets only; another network's set is not found", async () => {
    const other = await make.network();
    const foreign = (
      await app.admin.post(TARGETING_API.sets, body('Foreign set', { networkId: other.id }))
    ).json();
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const own = await networkAdmin.client.post(TARGETING_API.sets, body('Network set'));
    expect(own.json().network).toMatchObject({ id: network.id });
    expect((await networkAdmin.client.get(TARGETING_API.set(foreign.id))).statusCode).toBe(404);
    const elsewhere = await networkAdmin.client.post(
      TARGETING_API.sets,
      body('Elsewhere', { networkId: other.id }),
    );
    expect(elsewhere.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const listed = (await networkAdmin.client.get(`${TARGETING_API.sets}?${ALL_STATUSES}`)).json();
    expect(listed.content.every((row: { network: { id: number } }) => row.network.id === network.id)).toBe(
      true,
    );
  });

  it('attaches a set to a placement of its network, and refuses one of another network', async () => {
    const publisher = await make.publisher({ networkId: network.id });
    const placement = await make.placement({ publisher });
    const set = (
      await app.admin.post(TARGETING_API.sets, body('Attach me', { networkId: network.id }))
    ).json();
    const attached = await app.admin.put(DEMAND_API.placementTargeting(placement.id), {
      targetingSetId: set.id,
      version: placement.version,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({
      id: placement.id,
      targetingSetId: set.id,
      version: placement.version + 1,
    });
    expect((await changesOf(app.t, 'PLACEMENT', placement.id))[0]).toMatchObject({ action: 'UPDATE' });
    const stranger = (await app.admin.post(TARGETING_API.sets, body('Stranger'))).json();
    const refused = await app.admin.put(DEMAND_API.placementTargeting(placement.id), {
      targetingSetId: stranger.id,
      version: placement.version + 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([TARGETING_MESSAGES.otherNetwork]);
    const moved = await app.admin.put(TARGETING_API.set(set.id), {
      ...body('Attach me'),
      version: set.version,
    });
    expect(moved.json().messages).toEqual([TARGETING_MESSAGES.otherNetwork]);
    // Nor may the placement move to another network's publisher while it has the set.
    const elsewhere = await make.publisher({ networkId: (await make.network()).id });
    const current = (await app.admin.get(DEMAND_API.placement(placement.id))).json();
    const leaving = await app.admin.put(DEMAND_API.placement(placement.id), {
      ...PLACEMENT_CONTRACT.inputOf(current),
      publisherId: elsewhere.id,
      version: current.version,
    });
    expect(leaving.statusCode).toBe(422);
    expect(leaving.json().messages).toEqual([TARGETING_MESSAGES.otherNetwork]);
    const detached = await app.admin.put(DEMAND_API.placementTargeting(placement.id), {
      targetingSetId: null,
      version: placement.version + 1,
    });
    expect(detached.json()).toMatchObject({ targetingSetId: null });
    const otherUser = await make.user({ roles: ['ADMIN'], networkId: (await make.network()).id }, 'ADMIN');
    const hidden = await otherUser.client.put(DEMAND_API.placementTargeting(placement.id), {
      targetingSetId: null,
      version: placement.version + 2,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("a set's attach is in the placement's changelog and reverts like a field change; the revert re-checks the set", async () => {
    const publisher = await make.publisher({ networkId: network.id });
    const placement = await make.placement({ publisher });
    const set = (await app.admin.post(TARGETING_API.sets, body('Undo me', { networkId: network.id }))).json();
    await app.admin.put(DEMAND_API.placementTargeting(placement.id), {
      targetingSetId: set.id,
      version: placement.version,
    });
    const [attach] = await changesOf(app.t, 'PLACEMENT', placement.id);
    const listed = (
      await app.admin.get(`${CHANGELOG_API.list}?entityType=PLACEMENT&entityId=${placement.id}`)
    ).json();
    expect(listed.content[0]).toMatchObject({
      id: attach!.id,
      action: 'UPDATE',
      changes: [{ field: 'targetingSetId', before: null, after: set.id }],
    });
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.post(CHANGELOG_API.revert(attach!.id))).statusCode).toBe(403);

    const undone = await app.admin.post(CHANGELOG_API.revert(attach!.id));
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ targetingSetId: null, version: placement.version + 2 });
    const [undo] = await changesOf(app.t, 'PLACEMENT', placement.id);
    expect(undo).toMatchObject({ action: 'UPDATE' });
    expect((await app.admin.post(CHANGELOG_API.revert(attach!.id))).json().messages).toEqual([
      CHANGELOG_MESSAGES.movedOn,
    ]);

    // Undoing the detach attaches the set again, unless it has since left the placement's network.
    await app.t.db.update(targetingSets).set({ networkId: null }).where(eq(targetingSets.id, set.id));
    const refused = await app.admin.post(CHANGELOG_API.revert(undo!.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([TARGETING_MESSAGES.otherNetwork]);
    expect((await app.admin.get(DEMAND_API.placement(placement.id))).json()).toMatchObject({
      targetingSetId: null,
      version: placement.version + 2,
    });
    await app.t.db.update(targetingSets).set({ networkId: network.id }).where(eq(targetingSets.id, set.id));
    const redone = await app.admin.post(CHANGELOG_API.revert(undo!.id));
    expect(redone.json()).toMatchObject({ targetingSetId: set.id, version: placement.version + 3 });
  });

  it('admins, campaign managers and designers write sets; read-only admins read; publishers see none', async () => {
    for (const role of ['CAMPAIGN_MANAGER', 'DESIGNER'] as const) {
      const writer = await make.user({ roles: [role] }, role);
      expect((await writer.client.post(TARGETING_API.sets, body(`${role} set`))).statusCode).toBe(201);
      expect((await writer.client.get(`${TARGETING_API.countries}?searchTerm=fr`)).statusCode).toBe(200);
    }
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(TARGETING_API.sets)).statusCode).toBe(200);
    const write = await readonly.client.post(TARGETING_API.sets, body('Read-only set'));
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const publisher = await make.user({ roles: ['PUBLISHER'] }, 'PUBLISHER');
    expect((await publisher.client.get(TARGETING_API.sets)).statusCode).toBe(403);
    expect((await publisher.client.get(TARGETING_API.continents)).statusCode).toBe(403);
  });
});
