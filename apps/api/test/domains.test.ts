import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { DOMAIN_MESSAGES } from '@adcast/domain/inventory/domains';
import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../src/db/schema/inventory';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount, useDemoApp } from './support/demand';
import { csvUpload as csvFile } from './support/multipart';

type Publisher = { id: number; name: string; networkId: number | null };

describe('domains (part 2 §7 "Domains"): create, pasted lists, tenancy, list, import, revert', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number };
  let publisher: Publisher;
  let elsewhere: Publisher;
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
    publisher = await make.publisher({ networkId: network.id });
    elsewhere = await make.publisher({ networkId: (await make.network()).id });
  });

  it('creates a domain as part 2 §5 writes it (lower-cased, http:// added), records it, and refuses a second of the same publisher', async () => {
    const created = await app.admin.post(DOMAINS_API.domains, {
      url: ' News.Example.COM ',
      publisherId: publisher.id,
    });
    expect(created.statusCode).toBe(201);
    const domain = created.json();
    expect(domain).toMatchObject({
      url: 'http://news.example.com',
      status: 'ACTIVE',
      publisher: { id: publisher.id, name: publisher.name },
      networkId: network.id,
    });
    expect((await changesOf(app.t, 'DOMAIN', domain.id))[0]).toMatchObject({ action: 'CREATE' });
    const again = await app.admin.post(DOMAINS_API.domains, {
      url: 'http://news.example.com',
      publisherId: publisher.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([DOMAIN_MESSAGES.duplicate]);
    const edited = await app.admin.put(DOMAINS_API.domain(domain.id), {
      url: 'https://news.example.com',
      publisherId: publisher.id,
      status: 'INACTIVE',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ url: 'https://news.example.com', status: 'INACTIVE', version: 2 });
  });

  it('refuses what is no domain, with its message, and writes nothing', async () => {
    const before = await rowCount(app.t, domains);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(DOMAINS_API.domains, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused({ url: 'not a domain', publisherId: publisher.id }, `url: ${DOMAIN_MESSAGES.oneDomain}`);
    await refused({ url: 'localhost', publisherId: publisher.id }, `url: ${FIELD_MESSAGES.domain}`);
    await refused({ url: 'fine.com', publisherId: 2_000_000_000 }, DEMAND_MESSAGES.publisherNotFound);
    expect(await rowCount(app.t, domains)).toBe(before);
  });

  it('adds a pasted list to a publisher after a preview: new ones created, ones it has left as they are', async () => {
    const owner = await make.publisher({ networkId: network.id });
    await make.domain({ publisher: owner, url: 'http://kept.com' });
    const body = { domains: 'Kept.com;fresh.io, https://secure.tv\nfresh.io\tother.org' };
    const path = DOMAINS_API.publisherDomains(owner.id);
    const preview = (await app.admin.post(`${path}?dryRun=true`, body)).json();
    expect(preview.counts).toEqual({ CREATE: 3, UPDATE: 0, UNCHANGED: 1, ERROR: 0 });
    expect(preview.rows.map((row: { name: string }) => row.name)).toEqual([
      'http://kept.com',
      'http://fresh.io',
      'https://secure.tv',
      'http://other.org',
    ]);
    expect(await rowCount(app.t, domains, eq(domains.publisherId, owner.id))).toBe(1);
    expect((await app.admin.post(`${path}?dryRun=false`, body)).json().applied).toBe(true);
    const listed = (await app.admin.get(`${path}?size=100`)).json();
    expect(listed.content.map((row: { url: string }) => row.url)).toEqual([
      'http://fresh.io',
      'http://kept.com',
      'http://other.org',
      'https://secure.tv',
    ]);
    const bad = await app.admin.post(path, { domains: 'good.com bad_one' });
    expect(bad.json().messages).toEqual([`domains: ${DOMAIN_MESSAGES.invalid(['http://bad_one'])}`]);
  });

  it("a network user and a publisher user see their own publishers' domains only", async () => {
    const own = await make.domain({ publisher });
    const foreign = await make.domain({ publisher: elsewhere });
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await networkAdmin.client.get(DOMAINS_API.domain(foreign.id))).statusCode).toBe(404);
    expect((await networkAdmin.client.get(DOMAINS_API.publisherDomains(elsewhere.id))).statusCode).toBe(404);
    const owner = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      {
        role: 'PUBLISHER',
        publisherId: publisher.id,
      },
    );
    const mine = (await owner.client.get(`${DOMAINS_API.domains}?${ALL_STATUSES}&size=1000`)).json();
    expect(ids(mine)).toContain(own.id);
    expect(ids(mine)).not.toContain(foreign.id);
    expect((await owner.client.put(DOMAINS_API.archive(own.id), {})).json().status).toBe('ARCHIVED');
    expect((await owner.client.put(DOMAINS_API.archive(foreign.id), {})).statusCode).toBe(404);
    expect(
      (await owner.client.post(DOMAINS_API.publisherDomains(elsewhere.id), { domains: 'x.com' })).statusCode,
    ).toBe(404);
  });

  it('imports a CSV after a preview, exports at csv/export, answers counts, and offers the template', async () => {
    const owner = await make.publisher({ networkId: network.id });
    const archived = await make.domain({ publisher: owner, url: 'http://gone.com', status: 'ARCHIVED' });
    const lines = [
      'Domain,Publisher ID,Status',
      `Alpha.com,${owner.id},Active`,
      `beta.com,${owner.id},Inactive`,
    ];
    const send = (rows: string[], dryRun: boolean) =>
      app.admin.send({ method: 'POST', url: `${DOMAINS_API.importCsv}?dryRun=${dryRun}`, ...csvFile(rows) });
    const refused = (await send([...lines, `gone.com,${owner.id},Active`], true)).json();
    expect(refused.rows[2]).toMatchObject({
      action: 'ERROR',
      id: null,
      messages: [IMPORT_MESSAGES.archived('domain')],
    });
    expect((await send(lines, false)).json().counts).toEqual({
      CREATE: 2,
      UPDATE: 0,
      UNCHANGED: 0,
      ERROR: 0,
    });
    const query = `publisherIds=${owner.id}`;
    expect(countsOf((await app.admin.get(`${DOMAINS_API.counts}?${query}`)).json())).toEqual({
      ACTIVE: 1,
      INACTIVE: 1,
      ARCHIVED: 1,
    });
    const csv = await app.admin.get(`${DOMAINS_API.exportCsv}?${query}&${ALL_STATUSES}`);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe('Domain,Publisher ID,Publisher,Status,Added');
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      `http://alpha.com,${owner.id}`,
      `http://beta.com,${owner.id}`,
      `http://gone.com,${owner.id}`,
    ]);
    expect(archived.status).toBe('ARCHIVED');
    expect((await app.admin.get(DOMAINS_API.template)).body.trim()).toBe('Domain,Publisher ID,Status');
  });

  it('an edit is reverted from the changelog, and read-only admins only read', async () => {
    const made = (
      await app.admin.post(DOMAINS_API.domains, { url: 'before.com', publisherId: publisher.id })
    ).json();
    await app.admin.put(DOMAINS_API.domain(made.id), {
      url: 'after.com',
      publisherId: publisher.id,
      version: 1,
    });
    const [change] = await changesOf(app.t, 'DOMAIN', made.id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.json()).toMatchObject({ url: 'http://before.com', version: 3 });
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(DOMAINS_API.domains)).statusCode).toBe(200);
    expect(
      (await readonly.client.post(DOMAINS_API.domains, { url: 'ro.com', publisherId: publisher.id }))
        .statusCode,
    ).toBe(403);
  });
});
