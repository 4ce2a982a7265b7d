import { dimensionOf } from '@adcast/domain/reports/catalogue';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { REPORT_FILE_TYPES, REPORT_MESSAGES } from '@adcast/domain/reports/report-query';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adFact } from './support/facts';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const ndjson = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n');
const importUrl = (batchId: string) => `${REPORT_API.importFacts}?batchId=${batchId}&kind=ad`;

describe('report import and queries through the API', () => {
  let t: TestApp;
  let mine: { publisherId: number; networkId: number };
  let someoneElse: number;

  async function importRows(batchId: string, body: string, contentType = 'application/x-ndjson') {
    const admin = await t.as(DEMO.admin);
    return admin.send({
      method: 'POST',
      url: importUrl(batchId),
      payload: body,
      headers: { 'content-type': contentType },
    });
  }
  const query = async (email: string, body: object, mask?: string) =>
    (await t.as(email, mask)).post(REPORT_API.query, {
      metrics: ['adRequests'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const publisherUser = (await (await t.as(DEMO.publisher)).get('/api/users/me')).json();
    const networkUser = (await (await t.as(DEMO.network)).get('/api/users/me')).json();
    mine = { publisherId: publisherUser.publisherIds[0], networkId: networkUser.network.id };
    someoneElse = mine.publisherId + 1000;
    const response = await importRows(
      'base',
      ndjson([
        adFact({
          hour: '2026-11-01T10:00:00Z',
          publisher_id: mine.publisherId,
          network_id: 0,
          ad_requests: 10,
        }),
        adFact({
          hour: '2026-11-01T10:00:00Z',
          publisher_id: someoneElse,
          network_id: mine.networkId,
          ad_requests: 500,
        }),
      ]),
    );
    expect(response.json()).toEqual({ batchId: 'base', kind: 'ad', rows: 2, duplicate: false });
  });
  afterAll(() => t.close());

  it('imports a batch id once: the second time it is acknowledged and not counted again', async () => {
    const rows = ndjson([
      adFact({ hour: '2026-11-02T00:00:00Z', publisher_id: someoneElse, ad_requests: 7 }),
    ]);
    expect((await importRows('twice', rows)).json()).toMatchObject({ rows: 1, duplicate: false });
    expect((await importRows('twice', rows)).json()).toMatchObject({ rows: 1, duplicate: true });
    const result = (await query(DEMO.admin, { dateFrom: '2026-11-02' })).json();
    expect(result.totals.adRequests).toBe(7);
  });

  it('a batch with a bad row answers 400 with an error per bad row and imports nothing', async () => {
    const response = await importRows(
      'bad',
      ndjson([
        adFact({ hour: '2026-11-03T00:00:00Z', ad_requests: 1 }),
        { ...adFact({ hour: '2026-11-03T00:30:00Z' }) },
        { ...adFact({ hour: '2026-11-03T01:00:00Z' }), ad_requests: -1, shoe_size: 9 },
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(2001);
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toMatch(/^Row 2: hour: hour must be a whole UTC hour/);
    expect(body.messages[1]).toMatch(/^Row 3: /);
    const result = (await query(DEMO.admin, { dateFrom: '2026-11-03', dateTo: '2026-11-03' })).json();
    expect(result.totals.adRequests).toBe(0);
    // The same batch id, corrected, still imports: nothing of the failed attempt was kept.
    const fixed = await importRows('bad', ndjson([adFact({ hour: '2026-11-03T00:00:00Z', ad_requests: 1 })]));
    expect(fixed.json()).toMatchObject({ duplicate: false, rows: 1 });
  });

  it('reads CSV with a header row', async () => {
    const csv =
      'hour,publisher_id,ad_requests,revenue\n2026-11-04T05:00:00Z,3,40,1.5\n2026-11-04T06:00:00Z,3,60,\n';
    expect((await importRows('csv', csv, 'text/csv')).json()).toMatchObject({ rows: 2 });
    const result = (
      await query(DEMO.admin, {
        dateFrom: '2026-11-04',
        dateTo: '2026-11-04',
        metrics: ['adRequests', 'revenue'],
      })
    ).json();
    expect(result.totals).toEqual({ adRequests: 100, revenue: 1.5 });
  });

  it('tells when the newest batch landed', async () => {
    const body = (await (await t.as(DEMO.admin)).get(REPORT_API.lastImportTime)).json();
    expect(Date.parse(body.lastImportTime)).toBeGreaterThan(Date.now() - 3_600_000);
  });

  it('only platform admins import', async () => {
    for (const email of [DEMO.readonly, DEMO.network, DEMO.publisher]) {
      const response = await (await t.as(email)).send({
        method: 'POST',
        url: importUrl('nope'),
        payload: '{}',
        headers: { 'content-type': 'application/x-ndjson' },
      });
      expect(response.statusCode, email).toBe(403);
    }
  });

  it('a publisher asking for another publisher’s rows by filter gets none', async () => {
    const forged = await query(DEMO.publisher, {
      dimensions: ['publisherId'],
      filters: [{ dimension: 'publisherId', values: [someoneElse] }],
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().content).toEqual([]);
    const own = (await query(DEMO.publisher, { dimensions: ['publisherId'], dateTo: '2026-11-01' })).json();
    expect(own.content).toEqual([{ publisherId: mine.publisherId, adRequests: 10 }]);
  });

  it('a network user sees only its network’s rows', async () => {
    const result = (await query(DEMO.network, { dimensions: ['publisherId'], dateTo: '2026-11-01' })).json();
    expect(result.content).toEqual([{ publisherId: someoneElse, adRequests: 500 }]);
  });

  it('roles without reports are refused; name dimensions show names', async () => {
    expect((await query(DEMO.campaigns, {})).statusCode).toBe(403);
    expect((await query(DEMO.designer, {})).statusCode).toBe(403);
    const named = (
      await query(DEMO.admin, {
        dimensions: ['publisherName'],
        dateTo: '2026-11-01',
        sortProperty: 'publisherName',
        sortDirection: 'asc',
      })
    ).json();
    expect(named.content.map((row: { publisherName: string }) => row.publisherName)).toContain(
      `#${someoneElse}`,
    );
    expect(
      named.content.every((row: { publisherName: string }) => row.publisherName !== String(mine.publisherId)),
    ).toBe(true);
  });

  it('refuses unknown or unfed metrics and dimensions with a clear 400', async () => {
    const response = await query(DEMO.admin, { metrics: ['lineItemSpentBudget'], dimensions: ['xp'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages.join(' ')).toContain('Unknown metric: lineItemSpentBudget');
  });

  it('exports every row of a report as CSV, previous values beside each metric, formula text neutralised', async () => {
    const rows = ndjson([
      adFact({ hour: '2026-11-10T00:00:00Z', domain: '=HYPERLINK("x")', ad_requests: 30, revenue: 1.25 }),
      adFact({ hour: '2026-11-10T01:00:00Z', domain: 'news.example', ad_requests: 20, revenue: 0.5 }),
      adFact({ hour: '2026-11-09T01:00:00Z', domain: 'news.example', ad_requests: 4, revenue: 0.1 }),
    ]);
    expect((await importRows('export', rows)).statusCode).toBe(200);
    const admin = await t.as(DEMO.admin);
    const response = await admin.post(REPORT_API.exportCsv, {
      dimensions: ['domain'],
      metrics: ['adRequests', 'revenue'],
      dateFrom: '2026-11-10',
      dateTo: '2026-11-10',
      sortProperty: 'adRequests',
      compare: { compareType: 'PREVIOUS', dateFrom: '2026-11-09', dateTo: '2026-11-09' },
      size: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.split('\r\n')).toEqual([
      'Domain,Ad Requests,Ad Requests (previous),Revenue,Revenue (previous)',
      `"'=HYPERLINK(""x"")",30,0,1.25,0`,
      'news.example,20,4,0.5,0.1',
      '',
    ]);
  });

  it('exports the same rows as an XLSX workbook: labels on the first row, figures as numbers, formula text as text', async () => {
    const rows = ndjson([
      adFact({ hour: '2026-11-14T00:00:00Z', domain: '=cmd|calc', ad_requests: 12, revenue: 0.75 }),
      adFact({ hour: '2026-11-14T01:00:00Z', domain: 'xlsx.example', ad_requests: 8, revenue: 0.25 }),
    ]);
    expect((await importRows('xlsx', rows)).statusCode).toBe(200);
    const response = await (await t.as(DEMO.admin)).post(`${REPORT_API.exportCsv}?format=XLSX`, {
      dimensions: ['domain'],
      metrics: ['adRequests', 'revenue'],
      dateFrom: '2026-11-14',
      dateTo: '2026-11-14',
      sortProperty: 'adRequests',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(REPORT_FILE_TYPES.XLSX.contentType);
    expect(response.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Domain', 'Ad Requests', 'Revenue'],
      ['=cmd|calc', 12, 0.75],
      ['xlsx.example', 8, 0.25],
    ]);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    const unknown = await (await t.as(DEMO.admin)).post(`${REPORT_API.exportCsv}?format=PDF`, {
      dimensions: ['domain'],
      metrics: ['adRequests'],
      dateFrom: '2026-11-14',
      dateTo: '2026-11-14',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('an export writes sums of money without floating-point noise', async () => {
    const rows = ndjson([
      adFact({ hour: '2026-11-12T00:00:00Z', domain: 'float.example', revenue: 0.1 }),
      adFact({ hour: '2026-11-12T01:00:00Z', domain: 'float.example', revenue: 0.2 }),
    ]);
    expect((await importRows('float', rows)).statusCode).toBe(200);
    const response = await (await t.as(DEMO.admin)).post(REPORT_API.exportCsv, {
      dimensions: ['domain'],
      metrics: ['revenue'],
      dateFrom: '2026-11-12',
      dateTo: '2026-11-12',
    });
    expect(response.body).toBe('Domain,Revenue\r\nfloat.example,0.3\r\n');
  });

  it('a filter on an id dimension takes ids: a name there is a 400 naming the dimension, not a 500', async () => {
    for (const dimension of [
      'publisherName',
      'networkName',
      'demandPartner',
      'placement',
      'dpConnection',
      'publisherNetwork',
      'networkId',
      'publisherId',
      'videoId',
      'deviceTypeId',
    ]) {
      const response = await query(DEMO.admin, { filters: [{ dimension, values: ['Blue Harbor TV'] }] });
      expect(response.statusCode, dimension).toBe(400);
      expect(response.json().messages, dimension).toEqual([
        `filters.0.values: ${REPORT_MESSAGES.filterIds(dimensionOf(dimension)?.label ?? dimension)}`,
      ]);
    }
    for (const values of [[1.5], ['1e400'], [2 ** 40]]) {
      const response = await query(DEMO.admin, { filters: [{ dimension: 'publisherId', values }] });
      expect(response.statusCode, String(values)).toBe(400);
    }
    const ids = await query(DEMO.admin, { filters: [{ dimension: 'publisherName', values: ['3', 4] }] });
    expect(ids.statusCode).toBe(200);
  });

  it('sums money exactly: no floating-point noise in totals or rows', async () => {
    const rows = ndjson(
      [21503.597847, 21503.597847, 21503.597848, 0.1, 0.2].map((revenue, i) =>
        adFact({
          hour: `2026-11-13T0${i}:00:00Z`,
          domain: 'exact.example',
          revenue,
          network_id: 0,
          publisher_id: mine.publisherId,
        }),
      ),
    );
    expect((await importRows('exact-money', rows)).statusCode).toBe(200);
    const result = (
      await query(DEMO.admin, {
        dimensions: ['day'],
        metrics: ['revenue'],
        dateFrom: '2026-11-13',
        dateTo: '2026-11-13',
      })
    ).json();
    expect(result.totals.revenue).toBe(64511.093542);
    expect(result.content[0].revenue).toBe(64511.093542);
  });

  it('refuses a batch whose rows claim another network than their publisher’s, importing nothing', async () => {
    const network = (await (await t.as(DEMO.network)).get('/api/users/me')).json().network.id as number;
    const rows = ndjson([
      adFact({ hour: '2026-11-14T00:00:00Z', publisher_id: mine.publisherId, network_id: 0, ad_requests: 1 }),
      adFact({
        hour: '2026-11-14T01:00:00Z',
        publisher_id: mine.publisherId,
        network_id: network,
        ad_requests: 7,
      }),
    ]);
    const response = await importRows('wrong-network', rows);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([
      REPORT_MESSAGES.factNetwork(2, mine.publisherId, network, null),
    ]);
    const seen = await query(DEMO.network, { dateFrom: '2026-11-14', dateTo: '2026-11-14' });
    expect(seen.json().totals).toEqual({ adRequests: 0 });
    const again = await importRows(
      'wrong-network',
      ndjson([adFact({ hour: '2026-11-14T00:00:00Z', publisher_id: mine.publisherId, network_id: 0 })]),
    );
    expect(again.json()).toMatchObject({ duplicate: false, rows: 1 });
  });

  it('an export keeps to the caller’s scope and refuses roles without reports', async () => {
    const body = {
      dimensions: ['publisherId'],
      metrics: ['adRequests'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-01',
    };
    const own = await (await t.as(DEMO.publisher)).post(REPORT_API.exportCsv, body);
    expect(own.body).toBe(`Publisher ID,Ad Requests\r\n${mine.publisherId},10\r\n`);
    expect((await (await t.as(DEMO.designer)).post(REPORT_API.exportCsv, body)).statusCode).toBe(403);
    const bad = await (await t.as(DEMO.admin)).post(REPORT_API.exportCsv, { ...body, metrics: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages.join(' ')).toContain('Choose at least one metric');
  });
});
