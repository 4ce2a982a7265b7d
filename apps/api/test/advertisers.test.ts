import { ADVERTISER_COLUMN_LABELS } from '@adcast/domain/campaigns/advertisers';
import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { MAX_PAGE_SIZE } from '@adcast/domain/paging';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { advertisers } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount, useDemoApp } from './support/demand';

const body = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  advertiserDomains: ['Brand.com', ' ', 'brand.com'],
  networkId: null,
  ...fields,
});

describe('advertisers (part 2 §7 /api/campaign/advertiser): create, rules, tenancy, similar names, list', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number; name: string };
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
  });

  it('creates an advertiser with its domains lower-cased once, and records it', async () => {
    const created = await app.admin.post(
      CAMPAIGN_API.advertisers,
      body('Acme Motors', { networkId: network.id }),
    );
    expect(created.statusCode).toBe(201);
    const advertiser = created.json();
    expect(advertiser).toMatchObject({
      name: 'Acme Motors',
      status: 'ACTIVE',
      network: { id: network.id, name: network.name },
      advertiserDomains: ['brand.com'],
      version: 1,
    });
    expect((await changesOf(app.t, 'ADVERTISER', advertiser.id))[0]).toMatchObject({ action: 'CREATE' });
    expect((await app.admin.get(CAMPAIGN_API.advertiser(advertiser.id))).json()).toEqual(advertiser);
  });

  it('refuses a domain with a scheme, a blank name and a name its network holds, and writes nothing', async () => {
    await make.advertiser({ name: 'Globex Foods', networkId: network.id });
    const before = await rowCount(app.t, advertisers);
    const schemed = await app.admin.post(
      CAMPAIGN_API.advertisers,
      body('Schemed', { advertiserDomains: ['https://brand.com/x'] }),
    );
    expect(schemed.statusCode).toBe(400);
    expect(schemed.json().messages).toEqual([`advertiserDomains: ${RECORD_FIELD_MESSAGES.advertiserDomain}`]);
    const blank = await app.admin.post(CAMPAIGN_API.advertisers, body('  '));
    expect(blank.json().messages).toEqual(['name: Name is required']);
    const twin = await app.admin.post(
      CAMPAIGN_API.advertisers,
      body('GLOBEX foods', { networkId: network.id }),
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json().messages).toEqual([CAMPAIGN_MESSAGES.duplicateAdvertiser]);
    expect(await rowCount(app.t, advertisers)).toBe(before);
    // The same name in another network is another advertiser.
    expect((await app.admin.post(CAMPAIGN_API.advertisers, body('Globex Foods'))).statusCode).toBe(201);
  });

  it('finds similar names at the spec threshold 0.5, most alike first, and not dissimilar ones', async () => {
    const near = await make.advertiser({ name: 'Initech Software', networkId: network.id });
    const nearer = await make.advertiser({ name: 'Initech Softwares', networkId: network.id });
    await make.advertiser({ name: 'Umbrella Pharmaceuticals', networkId: network.id });
    const found = await app.admin.get(
      `${CAMPAIGN_API.similarAdvertisers}?searchTerm=${encodeURIComponent('initech softwares')}&threshold=0.5`,
    );
    expect(found.statusCode).toBe(200);
    const rows = found.json() as { id: number; similarity: number }[];
    expect(rows.map((row) => row.id)).toEqual([nearer.id, near.id]);
    expect(rows[0]!.similarity).toBe(1);
    expect(rows[1]!.similarity).toBeGreaterThanOrEqual(0.5);
    const defaulted = await app.admin.get(
      `${CAMPAIGN_API.similarAdvertisers}?searchTerm=Umbrella%20Pharmaceutical`,
    );
    expect(defaulted.json().map((row: { name: string }) => row.name)).toEqual(['Umbrella Pharmaceuticals']);
    const strict = await app.admin.get(
      `${CAMPAIGN_API.similarAdvertisers}?searchTerm=Umbrella%20Pharmaceutical&threshold=0.99`,
    );
    expect(strict.json()).toEqual([]);
    const bad = await app.admin.get(`${CAMPAIGN_API.similarAdvertisers}?searchTerm=x&threshold=2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([`threshold: ${CAMPAIGN_MESSAGES.threshold}`]);
  });

  it("a network user works within its network: its list, its similar names, another network's advertiser is not found", async () => {
    const other = await make.network();
    const foreign = await make.advertiser({ name: 'Hooli Streaming', networkId: other.id });
    const own = await make.advertiser({ name: 'Hooli Streamer', networkId: network.id });
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const created = await networkAdmin.client.post(CAMPAIGN_API.advertisers, body('Pied Piper'));
    expect(created.json().network).toMatchObject({ id: network.id });
    expect((await networkAdmin.client.get(CAMPAIGN_API.advertiser(foreign.id))).statusCode).toBe(404);
    const similar = await networkAdmin.client.get(
      `${CAMPAIGN_API.similarAdvertisers}?searchTerm=Hooli%20Streaming`,
    );
    expect(similar.json().map((row: { id: number }) => row.id)).toEqual([own.id]);
    const elsewhere = await networkAdmin.client.post(
      CAMPAIGN_API.advertisers,
      body('Elsewhere', { networkId: other.id }),
    );
    expect(elsewhere.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const listed = (await networkAdmin.client.get(`${CAMPAIGN_API.advertisers}?${ALL_STATUSES}`)).json();
    expect(listed.content.length).toBeGreaterThan(0);
    expect(listed.content.every((row: { network: { id: number } }) => row.network.id === network.id)).toBe(
      true,
    );
  });

  it('answers the spec default size 999999 with one bounded page, saying there are more', async () => {
    const prefix = `Bulkvertiser ${Date.now().toString(36)}`;
    const many = await app.t.db
      .insert(advertisers)
      .values(Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, i) => ({ name: `${prefix} ${i}` })))
      .returning({ id: advertisers.id });
    const page = (
      await app.admin.get(`${CAMPAIGN_API.advertisers}?name=${encodeURIComponent(prefix)}`)
    ).json();
    expect(page.content).toHaveLength(MAX_PAGE_SIZE);
    expect(page.totalElements).toBeGreaterThan(MAX_PAGE_SIZE);
    const asked = (
      await app.admin.get(`${CAMPAIGN_API.advertisers}?name=${encodeURIComponent(prefix)}&size=999999&page=1`)
    ).json();
    expect(asked.content).toHaveLength(many.length - MAX_PAGE_SIZE);
    const tooBig = await app.admin.get(`${CAMPAIGN_API.advertisers}?size=1000000`);
    expect(tooBig.statusCode).toBe(400);
  });

  it('lists by name with counts, reverts an edit, archives in bulk after a preview and exports CSV', async () => {
    const names = ['Vandelay alpha', 'Vandelay beta'];
    const made = [];
    for (const name of names) made.push((await app.admin.post(CAMPAIGN_API.advertisers, body(name))).json());
    const page = (await app.admin.get(`${CAMPAIGN_API.advertisers}?name=vandelay&${ALL_STATUSES}`)).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(names);
    expect(countsOf((await app.admin.get(`${CAMPAIGN_API.advertiserCounts}?name=vandelay`)).json())).toEqual({
      ACTIVE: 2,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    const edited = await app.admin.put(CAMPAIGN_API.advertiser(made[0].id), {
      ...body('Vandelay renamed'),
      version: made[0].version,
    });
    expect(edited.json()).toMatchObject({ name: 'Vandelay renamed' });
    const [change] = await changesOf(app.t, 'ADVERTISER', made[0].id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ name: 'Vandelay alpha' });
    const request = { ids: ids(page), action: 'ARCHIVE' };
    const preview = (
      await app.admin.post(`${CAMPAIGN_API.advertisers}/bulk`, { ...request, dryRun: true })
    ).json();
    expect(preview).toMatchObject({ applied: false, changes: [{ id: made[0].id }, { id: made[1].id }] });
    expect((await app.admin.get(`${CAMPAIGN_API.advertisers}?name=vandelay`)).json().totalElements).toBe(2);
    await app.admin.post(`${CAMPAIGN_API.advertisers}/bulk`, { ...request, dryRun: false });
    expect(
      (await app.admin.get(`${CAMPAIGN_API.advertisers}?name=vandelay&status=ARCHIVED`)).json().totalElements,
    ).toBe(2);
    const csv = await app.admin.get(`${CAMPAIGN_API.advertisers}/export.csv?name=vandelay&status=ARCHIVED`);
    const L = ADVERTISER_COLUMN_LABELS;
    expect(csv.body.split('\r\n')[0]).toBe(
      [L.name, L.network, L.advertiserDomains, L.status, L.createdOn].join(','),
    );
    expect(csv.body).toContain('Vandelay alpha');
  });

  it('an advertiser with campaigns keeps its network', async () => {
    const advertiser = await make.advertiser({ networkId: network.id });
    await make.order({ advertiser });
    const moved = await app.admin.put(CAMPAIGN_API.advertiser(advertiser.id), {
      ...body(advertiser.name),
      version: advertiser.version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().messages).toEqual([CAMPAIGN_MESSAGES.advertiserKeepsNetwork]);
  });

  it('campaign managers and sales representatives write advertisers, read-only admins only read, designers see none', async () => {
    for (const role of ['CAMPAIGN_MANAGER', 'SALES_REPRESENTATIVE'] as const) {
      const writer = await make.user({ roles: [role] }, role);
      expect(
        (await writer.client.post(CAMPAIGN_API.advertisers, body(`${role} advertiser`))).statusCode,
      ).toBe(201);
    }
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CAMPAIGN_API.advertisers)).statusCode).toBe(200);
    const write = await readonly.client.post(CAMPAIGN_API.advertisers, body('Read-only advertiser'));
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(CAMPAIGN_API.advertisers)).statusCode).toBe(403);
    expect((await designer.client.get(`${CAMPAIGN_API.similarAdvertisers}?searchTerm=x`)).statusCode).toBe(
      403,
    );
  });
});
