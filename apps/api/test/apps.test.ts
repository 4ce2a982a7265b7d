import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { APP_MESSAGES } from '@adcast/domain/inventory/app-messages';
import { EXCHANGE_APP_MESSAGES } from '@adcast/domain/inventory/exchange-apps';
import { APPS_API, EXCHANGE_APPS_API } from '@adcast/domain/inventory/paths';
import { URL_MESSAGE } from '@adcast/domain/inventory/urls';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../src/db/schema/inventory';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import {
  ALL_STATUSES,
  changelogCount,
  changesOf,
  countsOf,
  ids,
  rowCount,
  useDemoApp,
} from './support/demand';
import { csvUpload as csvFile } from './support/multipart';

type Publisher = { id: number; name: string; networkId: number | null };
let bundles = 0;
const appBody = (publisherId: number, fields: Record<string, unknown> = {}) => ({
  name: 'Streaming channel',
  publisherId,
  bundleId: `com.example.tv${++bundles}${Date.now().toString(36)}`,
  store: 'ROKU',
  storeId: '123456',
  storeUrl: 'https://channelstore.roku.com/details/123456',
  platform: 'CTV',
  deviceType: 3,
  developerUrl: '',
  ...fields,
});

describe('apps (part 2 §7 "Apps"): create, rules, tenancy, list, import, revert', () => {
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

  const importCsv = (client: typeof app.admin, lines: string[], dryRun: boolean) =>
    client.send({ method: 'POST', url: `${APPS_API.importCsv}?dryRun=${dryRun}`, ...csvFile(lines) });

  it('creates an app with its publisher, records it, and edits it at /api/apps/inventory/{id}', async () => {
    const body = appBody(publisher.id);
    const created = await app.admin.post(APPS_API.apps, body);
    expect(created.statusCode).toBe(201);
    const made = created.json();
    expect(made).toMatchObject({
      name: 'Streaming channel',
      bundleId: body.bundleId,
      store: 'ROKU',
      platform: 'CTV',
      deviceType: 3,
      developerUrl: null,
      status: 'ACTIVE',
      publisher: { id: publisher.id, name: publisher.name },
      networkId: network.id,
      version: 1,
    });
    expect((await changesOf(app.t, 'APP', made.id))[0]).toMatchObject({ action: 'CREATE' });
    expect((await app.admin.get(APPS_API.app(made.id))).json()).toMatchObject({ id: made.id });
    const edited = await app.admin.put(APPS_API.inventoryApp(made.id), {
      ...body,
      name: 'Streaming channel HD',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ name: 'Streaming channel HD', version: 2 });
    const viaInventory = await app.admin.post(APPS_API.inventory, appBody(publisher.id));
    expect(viaInventory.statusCode).toBe(201);
  });

  it('refuses what breaks a rule, with its message, and writes nothing', async () => {
    const before = await rowCount(app.t, apps);
    const refused = async (body: object, status: number, message: string) => {
      const response = await app.admin.post(APPS_API.apps, body);
      expect(response.statusCode).toBe(status);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(
      appBody(publisher.id, { bundleId: 'has space' }),
      400,
      `bundleId: ${APP_MESSAGES.bundleId}`,
    );
    await refused(appBody(publisher.id, { storeUrl: 'roku.com/x' }), 400, `storeUrl: ${URL_MESSAGE}`);
    await refused(appBody(2_000_000_000), 400, DEMAND_MESSAGES.publisherNotFound);
    const taken = (await make.app({ publisher })).bundleId;
    await refused(appBody(publisher.id, { bundleId: taken }), 409, APP_MESSAGES.duplicateBundle);
    expect(await rowCount(app.t, apps)).toBe(before + 1);
    const sameBundleElsewhere = await app.admin.post(
      APPS_API.apps,
      appBody(elsewhere.id, { bundleId: taken }),
    );
    expect(sameBundleElsewhere.statusCode).toBe(201);
  });

  it("a network user works within its network, a publisher user with its own publisher's apps only", async () => {
    const own = await make.app({ publisher });
    const foreign = await make.app({ publisher: elsewhere });
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await networkAdmin.client.get(APPS_API.app(foreign.id))).statusCode).toBe(404);
    const listed = (await networkAdmin.client.get(`${APPS_API.apps}?${ALL_STATUSES}&size=1000`)).json();
    expect(ids(listed)).toContain(own.id);
    expect(listed.content.every((row: { networkId: number }) => row.networkId === network.id)).toBe(true);
    const refused = await networkAdmin.client.post(APPS_API.apps, appBody(elsewhere.id));
    expect(refused.json().messages).toEqual([DEMAND_MESSAGES.publisherNotFound]);

    const owner = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      {
        role: 'PUBLISHER',
        publisherId: publisher.id,
      },
    );
    const mine = (await owner.client.get(`${APPS_API.apps}?${ALL_STATUSES}&size=1000`)).json();
    expect(mine.content.map((row: { publisher: { id: number } }) => row.publisher.id)).toEqual(
      mine.content.map(() => publisher.id),
    );
    expect((await owner.client.post(APPS_API.apps, appBody(publisher.id))).statusCode).toBe(201);
    expect((await owner.client.post(APPS_API.apps, appBody(elsewhere.id))).statusCode).toBe(400);
    expect((await owner.client.get(APPS_API.publisherApps(elsewhere.id))).statusCode).toBe(404);
    const archived = await owner.client.put(APPS_API.archive(own.id), {});
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED' });
  });

  it('lists by name and by bundle id with status counts, exports CSV at csv/export, archives in bulk after a preview', async () => {
    const owner = await make.publisher({ networkId: network.id });
    const first = await make.app({ publisher: owner, name: 'Quokka news' });
    const second = await make.app({ publisher: owner, name: 'Quokka sports', bundleId: 'com.quokka.sports' });
    const page = (await app.admin.get(`${APPS_API.apps}?searchTerm=quokka&${ALL_STATUSES}`)).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(['Quokka news', 'Quokka sports']);
    const bundlesPage = (await app.admin.get(`${APPS_API.bundles}?bundleId=quokka.sp&size=1000`)).json();
    expect(ids(bundlesPage)).toEqual([second.id]);
    const ofPublisher = (
      await app.admin.get(`${APPS_API.publisherApps(owner.id)}?sortProperty=bundleId&sortDirection=desc`)
    ).json();
    expect(ids(ofPublisher)).toEqual([second.id, first.id]);
    expect(countsOf((await app.admin.get(`${APPS_API.counts}?searchTerm=quokka`)).json())).toEqual({
      ACTIVE: 2,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    const request = { ids: [first.id, second.id], action: 'ARCHIVE' };
    const preview = (await app.admin.post(`${APPS_API.apps}/bulk`, { ...request, dryRun: true })).json();
    expect(preview).toMatchObject({ applied: false, changes: [{ id: first.id }, { id: second.id }] });
    expect((await app.admin.get(APPS_API.app(first.id))).json().status).toBe('ACTIVE');
    await app.admin.post(`${APPS_API.apps}/bulk`, { ...request, dryRun: false });
    const csv = await app.admin.get(`${APPS_API.exportCsv}?searchTerm=quokka&status=ARCHIVED`);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'Name,Bundle ID,Publisher ID,Publisher,Store,Store ID,Store URL,Platform,Device type,Developer URL,Status,Added',
    );
    expect(rows.map((row) => row.split(',')[0])).toEqual(['Quokka news', 'Quokka sports']);
    const back = await app.admin.put(APPS_API.unarchive(second.id), {});
    expect(back.json()).toMatchObject({ status: 'ACTIVE' });
  });

  it('previews an import row by row (create, update, unchanged, error) and writes nothing until applied', async () => {
    const owner = await make.publisher({ networkId: network.id });
    const kept = await make.app({
      publisher: owner,
      name: 'Kept',
      bundleId: 'com.kept',
      store: 'ROKU',
      platform: 'CTV',
    });
    const renamed = await make.app({ publisher: owner, name: 'Old name', bundleId: 'com.renamed' });
    const header = 'Name,Bundle ID,Publisher ID,Store,Platform,Status';
    const lines = [
      header,
      `New app,com.new.app,${owner.id},Roku Channel Store,CTV,Active`,
      `New name,com.renamed,${owner.id},ROKU,CTV,Inactive`,
      `Kept,com.kept,${owner.id},ROKU,CTV,`,
      `Broken,bad bundle,${owner.id},Nowhere,CTV,`,
      `Twice,com.new.app,${owner.id},ROKU,CTV,`,
      `Far,com.far,${elsewhere.id},ROKU,CTV,`,
    ];
    const before = await rowCount(app.t, apps);
    const preview = await importCsv(app.admin, lines, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      applied: false,
      counts: { CREATE: 2, UPDATE: 1, UNCHANGED: 1, ERROR: 2 },
      rows: [
        { line: 2, action: 'CREATE', name: 'New app', id: null, messages: [] },
        { line: 3, action: 'UPDATE', name: 'New name', id: renamed.id, messages: [] },
        { line: 4, action: 'UNCHANGED', name: 'Kept', id: kept.id, messages: [] },
        {
          line: 5,
          action: 'ERROR',
          name: 'Broken',
          id: null,
          messages: [
            IMPORT_MESSAGES.unknownOption('Store', 'Nowhere'),
            `Bundle ID: ${APP_MESSAGES.bundleId}`,
          ],
        },
        { line: 6, action: 'ERROR', name: 'Twice', id: null, messages: [IMPORT_MESSAGES.duplicateInFile(2)] },
        { line: 7, action: 'CREATE', name: 'Far', id: null, messages: [] },
      ],
    });
    const refused = await importCsv(app.admin, lines, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([IMPORT_MESSAGES.hasErrors([5, 6])]);
    expect(await rowCount(app.t, apps)).toBe(before);

    const fixed = lines.filter((_, index) => index !== 4 && index !== 5);
    const applied = (await importCsv(app.admin, fixed, false)).json();
    expect(applied).toMatchObject({
      applied: true,
      counts: { CREATE: 2, UPDATE: 1, UNCHANGED: 1, ERROR: 0 },
    });
    expect(await rowCount(app.t, apps)).toBe(before + 2);
    const [again] = await app.t.db.select().from(apps).where(eq(apps.id, renamed.id));
    expect(again).toMatchObject({ name: 'New name', status: 'INACTIVE', version: 2 });
    expect((await changesOf(app.t, 'APP', renamed.id))[0]).toMatchObject({ action: 'UPDATE' });
    expect(await changelogCount(app.t, 'APP', kept.id)).toBe(0);
  });

  it("an import names a publisher outside the caller's reach and a file without the key columns", async () => {
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const preview = await importCsv(
      networkAdmin.client,
      ['Name,Bundle ID,Publisher ID,Store', `Far,com.far.away,${elsewhere.id},ROKU`],
      true,
    );
    expect(preview.json().rows[0]).toMatchObject({
      action: 'ERROR',
      messages: [DEMAND_MESSAGES.publisherNotFound],
    });
    const noKey = await importCsv(app.admin, ['Name,Store', 'A,ROKU'], true);
    expect(noKey.json().messages).toEqual([IMPORT_MESSAGES.missingColumns(['Bundle ID', 'Publisher ID'])]);
    const empty = await importCsv(app.admin, ['Name,Bundle ID,Publisher ID,Store'], true);
    expect(empty.json().messages).toEqual([IMPORT_MESSAGES.empty]);
    const template = await app.admin.get(APPS_API.template);
    expect(template.body.trim()).toBe(
      'Name,Bundle ID,Publisher ID,Store,Store ID,Store URL,Platform,Device type,Developer URL,Status',
    );
  });

  it('previews and applies a 10,000-row file in one go, one changelog entry per row', async () => {
    const owner = await make.publisher({ networkId: network.id });
    const lines = ['Name,Bundle ID,Publisher ID,Store,Platform'];
    for (let i = 0; i < 10_000; i++) lines.push(`Bulk ${i},com.bulk.n${i},${owner.id},ROKU,CTV`);
    const preview = (await importCsv(app.admin, lines, true)).json();
    expect(preview.counts).toEqual({ CREATE: 10_000, UPDATE: 0, UNCHANGED: 0, ERROR: 0 });
    const applied = (await importCsv(app.admin, lines, false)).json();
    expect(applied.applied).toBe(true);
    expect(await rowCount(app.t, apps, eq(apps.publisherId, owner.id))).toBe(10_000);
    const listed = (await app.admin.get(`${APPS_API.publisherApps(owner.id)}?size=1`)).json();
    expect(listed.totalElements).toBe(10_000);
    const last = applied.rows.at(-1);
    expect((await changesOf(app.t, 'APP', last.id))[0]).toMatchObject({ action: 'CREATE' });
  }, 120_000);

  it('an edit is reverted from the changelog', async () => {
    const made = (await app.admin.post(APPS_API.apps, appBody(publisher.id, { name: 'Before' }))).json();
    await app.admin.put(APPS_API.inventoryApp(made.id), {
      ...appBody(publisher.id),
      bundleId: made.bundleId,
      name: 'After',
      version: 1,
    });
    const [change] = await changesOf(app.t, 'APP', made.id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ name: 'Before', version: 3 });
  });

  it('sales representatives create apps but may not edit or archive them; read-only admins only read', async () => {
    const made = await make.app({ publisher });
    const sales = await make.user({ roles: ['SALES_REPRESENTATIVE'] }, 'SALES_REPRESENTATIVE');
    expect((await sales.client.post(APPS_API.apps, appBody(publisher.id))).statusCode).toBe(201);
    const edit = await sales.client.put(APPS_API.inventoryApp(made.id), {
      ...appBody(publisher.id),
      version: 1,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().messages).toEqual([PERMISSION_MISSING]);
    expect((await sales.client.put(APPS_API.archive(made.id), {})).statusCode).toBe(403);
    const update = await importCsv(
      sales.client,
      ['Name,Bundle ID,Publisher ID,Store', `X,${made.bundleId},${publisher.id},ROKU`],
      true,
    );
    expect(update.json().rows[0]).toMatchObject({ action: 'ERROR', messages: [PERMISSION_MISSING] });
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(APPS_API.apps)).statusCode).toBe(200);
    expect((await readonly.client.post(APPS_API.apps, appBody(publisher.id))).statusCode).toBe(403);
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(APPS_API.apps)).statusCode).toBe(403);
  });
});

describe('exchange apps (part 2 §7 /exchange-apps): bundles seen in traffic that no publisher has claimed', () => {
  const app = useDemoApp();
  let make: Builders;
  beforeAll(() => {
    make = builders(app.t);
  });

  it('lists the unclaimed bundles, exports them, and a claim makes the publisher app and takes the bundle off the list', async () => {
    const publisher = await make.publisher();
    const seen = await make.exchangeApp({
      bundleId: 'tv.wombat.live',
      name: 'Wombat Live',
      store: 'ROKU',
      requests: 900,
    });
    const quiet = await make.exchangeApp({ bundleId: 'tv.wombat.quiet', requests: 5 });
    const owned = await make.exchangeApp({ bundleId: 'tv.wombat.owned', requests: 50 });
    await make.app({ publisher, bundleId: 'tv.wombat.owned' });
    const page = (await app.admin.get(`${EXCHANGE_APPS_API.list}?bundleId=wombat`)).json();
    expect(page).toMatchObject({ totalElements: 2 });
    expect(ids(page)).toEqual([seen.id, quiet.id]);
    expect(ids(page)).not.toContain(owned.id);
    const csv = await app.admin.get(
      `${EXCHANGE_APPS_API.exportCsv}?bundleId=wombat&sortProperty=bundleId&sortDirection=asc`,
    );
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Bundle ID,Name,Store,Platform,Requests,First seen,Last seen',
      expect.stringMatching(/^tv\.wombat\.live,Wombat Live,Roku Channel Store,,900,/),
      expect.stringMatching(/^tv\.wombat\.quiet,,,,5,/),
    ]);
    const claimed = await app.admin.post(EXCHANGE_APPS_API.claim, {
      exchangeAppId: seen.id,
      publisherId: publisher.id,
    });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({
      name: 'Wombat Live',
      bundleId: 'tv.wombat.live',
      store: 'ROKU',
      publisher: { id: publisher.id },
    });
    expect(ids((await app.admin.get(`${EXCHANGE_APPS_API.list}?bundleId=wombat`)).json())).toEqual([
      quiet.id,
    ]);
    const again = await app.admin.post(EXCHANGE_APPS_API.claim, {
      exchangeAppId: seen.id,
      publisherId: publisher.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().messages).toEqual([EXCHANGE_APP_MESSAGES.notFound]);
  });

  it('network users and publisher users are refused the exchange, and a claim for a publisher out of reach writes nothing', async () => {
    const network = await make.network();
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const refused = await networkAdmin.client.get(EXCHANGE_APPS_API.list);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([EXCHANGE_APP_MESSAGES.networkUsers]);
    const publisher = await make.publisher();
    const owner = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      {
        role: 'PUBLISHER',
        publisherId: publisher.id,
      },
    );
    expect((await owner.client.get(EXCHANGE_APPS_API.list)).statusCode).toBe(403);
    const seen = await make.exchangeApp();
    const far = await app.admin.post(EXCHANGE_APPS_API.claim, {
      exchangeAppId: seen.id,
      publisherId: 2_000_000_000,
    });
    expect(far.json().messages).toEqual([DEMAND_MESSAGES.publisherNotFound]);
    expect(ids((await app.admin.get(`${EXCHANGE_APPS_API.list}?bundleId=${seen.bundleId}`)).json())).toEqual([
      seen.id,
    ]);
  });
});
