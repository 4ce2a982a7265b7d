import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { DP_REVENUE_MESSAGES as M } from '@adcast/domain/demand/revenue/messages';
import { DP_REVENUE_API as API } from '@adcast/domain/demand/revenue/paths';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dpRevenue } from '../src/db/schema/dp-revenue';
import { outbox } from '../src/db/schema/records';
import { builders } from './support/builders';
import { adFact, load } from './support/facts';
import { formWithFile } from './support/multipart';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

const today = toWireDate(new Date());
const calmDay = addDays(today, -3);
const badDay = addDays(today, -2);
const csv = (lines: readonly string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const span = { dateFrom: calmDay, dateTo: badDay };

describe('revenue reconciliation: partner files against our figures', () => {
  let t: TestApp;
  let make: ReturnType<typeof builders>;
  let admin: Client;
  let readonly: Client;
  let home: { client: Client; email: string };
  let elsewhere: Client;
  let partner: { id: number; displayName: string; networkId: number | null };
  let publisherId: number;
  let formatId: number;

  const upload = (
    client: Client,
    dpId: number,
    bytes: Buffer,
    fields: Record<string, string> = {},
    filename = 'revenue.csv',
  ) =>
    client.send({
      method: 'POST',
      url: API.revenueImports(dpId),
      ...formWithFile(
        { supportedImportId: String(formatId), ...fields },
        { name: 'file', filename, bytes, type: 'text/csv' },
      ),
    });

  /** The import once the background job has read it. */
  const readImport = async (client: Client, dpId: number, id: number) => {
    await expect
      .poll(async () => (await client.get(API.revenueImport(dpId, id))).json().status, { timeout: 30_000 })
      .not.toBe('READING');
    return (await client.get(API.revenueImport(dpId, id))).json();
  };
  const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));
  const compare = (client: Client, body: object = {}) => client.post(API.discrepancy, { ...span, ...body });

  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
    const network = await make.network();
    const otherNetwork = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    publisherId = publisher.id;
    partner = await make.partner({ networkId: network.id, displayName: 'Reconciled Partner' });
    formatId = (await make.supportedImport(partner)).id;
    const user = await make.user({ roles: ['ADMIN'], networkId: network.id }, { role: 'ADMIN' });
    home = { client: user.client, email: user.email };
    elsewhere = (await make.user({ roles: ['ADMIN'], networkId: otherNetwork.id }, { role: 'ADMIN' })).client;
    admin = await t.as(DEMO.admin);
    readonly = await t.as(DEMO.readonly);
    const sold = (day: string, hour: string, impressions: number, revenue: number) =>
      adFact({
        hour: `${day}T${hour}:00:00Z`,
        network_id: network.id,
        publisher_id: publisher.id,
        demand_partner_id: partner.id,
        ad_impressions: impressions,
        revenue,
      });
    // 1,000 impressions and 100.00 of revenue each day, in hours whose money adds up exactly only in millionths.
    await load(t.app.deps.facts, [
      sold(calmDay, '01', 600, 60.1),
      sold(calmDay, '02', 400, 39.9),
      sold(badDay, '01', 300, 30.3),
      sold(badDay, '02', 700, 69.7),
    ]);
  });
  afterAll(() => t.close());

  it('a network user follows the partner, imports its file, previews it and applies it; a 30 % day is flagged and mailed once', async () => {
    expect(
      (
        await home.client.send({ method: 'PUT', url: API.follow(partner.id), payload: { following: true } })
      ).json(),
    ).toEqual({ following: true });

    const file = csv(['Date,Impressions,Revenue', `${calmDay},1030,103.00`, `${badDay},1300,130.00`]);
    const started = await upload(home.client, partner.id, file);
    expect(started.statusCode).toBe(202);
    const preview = await readImport(home.client, partner.id, started.json().id);
    expect(preview).toMatchObject({ status: 'PREVIEW', rowCount: 2, errorCount: 0 });
    expect(preview.rows).toEqual([
      { line: 2, day: calmDay, publisherId: null, impressions: 1030, revenue: 103, messages: [] },
      { line: 3, day: badDay, publisherId: null, impressions: 1300, revenue: 130, messages: [] },
    ]);
    // A preview writes nothing.
    expect(await t.db.select().from(dpRevenue).where(eq(dpRevenue.demandPartnerId, partner.id))).toEqual([]);

    const applied = await home.client.post(API.applyRevenueImport(partner.id, preview.id));
    expect(applied.statusCode).toBe(200);
    expect(applied.json().status).toBe('APPLIED');

    const rows = (await compare(home.client)).json().content;
    expect(rows).toEqual([
      expect.objectContaining({
        day: calmDay,
        demandPartner: { id: partner.id, displayName: 'Reconciled Partner' },
        publisher: null,
        ourImpressions: 1000,
        partnerImpressions: 1030,
        impressionsDifference: 30,
        impressionsDifferencePct: 3,
        ourRevenue: 100,
        partnerRevenue: 103,
        revenueDifference: 3,
        revenueDifferencePct: 3,
        thresholdPct: 10,
        flagged: false,
      }),
      expect.objectContaining({
        day: badDay,
        ourImpressions: 1000,
        partnerImpressions: 1300,
        impressionsDifferencePct: 30,
        ourRevenue: 100,
        revenueDifference: 30,
        revenueDifferencePct: 30,
        flagged: true,
      }),
    ]);
    expect(
      (await compare(home.client, { flaggedOnly: true }))
        .json()
        .content.map((row: { day: string }) => row.day),
    ).toEqual([badDay]);

    await expect.poll(async () => (await mailsTo(home.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTo(home.email);
    expect(mail?.subject).toBe(M.alertSubject('Reconciled Partner', badDay));
    expect(mail?.body).toContain('ours 1000, theirs 1300 (+30 %)');

    const listed = (await home.client.get(DEMAND_API.partner(partner.id))).json();
    expect(listed.discrepancyFlaggedOn).toBe(badDay);
  });

  it('the same file twice changes nothing: the upload answers the import already made', async () => {
    const file = csv(['Date,Impressions,Revenue', `${calmDay},1030,103.00`, `${badDay},1300,130.00`]);
    const before = await t.db.select().from(dpRevenue).where(eq(dpRevenue.demandPartnerId, partner.id));
    const again = await upload(home.client, partner.id, file);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('APPLIED');
    expect((await home.client.post(API.applyRevenueImport(partner.id, again.json().id))).json().status).toBe(
      'APPLIED',
    );
    // The same figures in another file (another name, a blank line) leave every row as it was, import id included.
    const sameFigures = await upload(
      home.client,
      partner.id,
      Buffer.concat([file, Buffer.from('\r\n')]),
      {},
      'copy.csv',
    );
    expect(sameFigures.statusCode).toBe(202);
    await readImport(home.client, partner.id, sameFigures.json().id);
    await home.client.post(API.applyRevenueImport(partner.id, sameFigures.json().id));
    expect(await t.db.select().from(dpRevenue).where(eq(dpRevenue.demandPartnerId, partner.id))).toEqual(
      before,
    );
    expect((await home.client.get(API.revenueImports(partner.id))).json()).toHaveLength(2);
  });

  it('bad rows each get their own message, and the import cannot be applied', async () => {
    const withPublishers = await make.supportedImport(partner, { publisherId: 'Publisher' });
    const bad = await upload(
      home.client,
      partner.id,
      csv([
        'Date,Publisher,Impressions,Revenue',
        `${calmDay},${publisherId},10,1.5`,
        `31/12/2025,${publisherId},10,1`,
        `${calmDay},999999,ten,1`,
        `${badDay},${publisherId},10,1.1234567`,
        `${calmDay},${publisherId},11,2`,
      ]),
      { supportedImportId: String(withPublishers.id) },
      'bad.csv',
    );
    const preview = await readImport(home.client, partner.id, bad.json().id);
    expect(preview.errorCount).toBe(4);
    expect(preview.rows.map((row: { messages: string[] }) => row.messages)).toEqual([
      [],
      [M.badDay('31/12/2025')],
      [M.badImpressions('ten'), M.badPublisher('999999')],
      [M.badRevenue('1.1234567')],
      [M.duplicateKey(2)],
    ]);
    const refused = await home.client.post(API.applyRevenueImport(partner.id, preview.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([M.hasErrors([3, 4, 5, 6])]);
    const rows = await t.db.select().from(dpRevenue).where(eq(dpRevenue.demandPartnerId, partner.id));
    expect(rows.every((row) => row.publisherId === 0)).toBe(true);
  });

  it('a file without the mapped columns fails with a message; an XLSX workbook is read like a CSV', async () => {
    const missing = await upload(
      home.client,
      partner.id,
      csv(['Day,Imps,Rev', `${calmDay},1,1`]),
      {},
      'wrong.csv',
    );
    expect(await readImport(home.client, partner.id, missing.json().id)).toMatchObject({
      status: 'FAILED',
      failure: M.missingColumns(['Date', 'Impressions', 'Revenue']),
    });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Revenue');
    sheet.addRow(['Date', 'Impressions', 'Revenue']);
    sheet.addRow([new Date(`${calmDay}T00:00:00Z`), 1030, 103]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await upload(home.client, partner.id, bytes, {}, 'revenue.xlsx');
    expect((await readImport(home.client, partner.id, read.json().id)).rows).toEqual([
      { line: 2, day: calmDay, publisherId: null, impressions: 1030, revenue: 103, messages: [] },
    ]);
  });

  it('a partner’s threshold decides what is flagged', async () => {
    const current = (await admin.get(DEMAND_API.partner(partner.id))).json();
    const edited = await admin.put(DEMAND_API.partner(partner.id), {
      ...current,
      networkId: current.network.id,
      discrepancyThresholdPct: 35,
      version: current.version,
    });
    expect(edited.statusCode).toBe(200);
    expect((await compare(home.client, { flaggedOnly: true })).json().content).toEqual([]);
    const refused = await admin.put(DEMAND_API.partner(partner.id), {
      ...current,
      networkId: current.network.id,
      discrepancyThresholdPct: 150,
      version: edited.json().version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([`discrepancyThresholdPct: ${M.thresholdRange}`]);
  });

  it('tenancy: another network sees neither the partner nor its rows; the read-only admin reads all and changes nothing', async () => {
    expect((await elsewhere.get(API.supportedImports(partner.id))).statusCode).toBe(404);
    expect((await elsewhere.get(API.revenueImports(partner.id))).statusCode).toBe(404);
    expect(
      (await upload(elsewhere, partner.id, csv(['Date,Impressions,Revenue', `${calmDay},1,1`]))).statusCode,
    ).toBe(404);
    expect((await compare(elsewhere)).json().content).toEqual([]);
    expect((await compare(elsewhere, { demandPartnerIds: [partner.id] })).json().content).toEqual([]);

    const everything = (await compare(readonly, { demandPartnerIds: [partner.id] })).json().content;
    expect(everything).toHaveLength(2);
    expect(
      (await admin.post(API.discrepancyExport, { ...span, demandPartnerIds: [partner.id] })).body.split(
        '\r\n',
      )[0],
    ).toBe(
      'Day,Demand partner,Publisher,Our impressions,Partner impressions,Impressions difference,Impressions difference %,Our revenue,Partner revenue,Revenue difference,Revenue difference %,Flagged',
    );
    const imports = (await readonly.get(API.revenueImports(partner.id))).json();
    expect(imports.length).toBeGreaterThan(0);
    const writes = [
      await readonly.post(API.supportedImports(partner.id), {
        name: 'Mine',
        columns: { day: 'Date', impressions: 'Impressions', revenue: 'Revenue' },
      }),
      await readonly.post(API.applyRevenueImport(partner.id, imports[0].id)),
      await readonly.send({ method: 'PUT', url: API.follow(partner.id), payload: { following: true } }),
      await upload(readonly, partner.id, csv(['Date,Impressions,Revenue', `${calmDay},5,5`])),
    ];
    expect(writes.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('import formats: a named mapping per partner, edited with its version; a name is unique per partner', async () => {
    const created = await admin.post(API.supportedImports(partner.id), {
      name: 'Monthly export',
      columns: { day: 'Day', impressions: 'Imps', revenue: 'Gross', publisherId: '' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Monthly export',
      columns: { publisherId: null },
      version: 1,
    });
    const twin = await admin.post(API.supportedImports(partner.id), {
      name: 'monthly EXPORT',
      columns: { day: 'Day', impressions: 'Imps', revenue: 'Gross' },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().messages).toEqual([M.formatNameTaken]);
    const missing = await admin.post(API.supportedImports(partner.id), {
      name: 'No day',
      columns: { day: ' ', impressions: 'I', revenue: 'R' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages.join(' ')).toContain(M.columnRequired('Date'));
    const edited = await admin.put(API.supportedImport(partner.id, created.json().id), {
      name: 'Monthly export',
      columns: { day: 'Day', impressions: 'Impressions', revenue: 'Gross' },
      version: 1,
    });
    expect(edited.json().version).toBe(2);
    const stale = await admin.put(API.supportedImport(partner.id, created.json().id), {
      name: 'Monthly export',
      columns: { day: 'Day', impressions: 'Impressions', revenue: 'Gross' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });
});
