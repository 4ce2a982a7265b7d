import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { REPORT_JOB_API, REPORT_JOB_MESSAGES, type ReportJob } from '@adcast/domain/reports/report-jobs';
import { ReportQuerySchema } from '@adcast/domain/reports/report-query';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportJob } from '../src/db/report-jobs';
import { adFact } from './support/facts';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const ndjson = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n');

/** Three countries (and partners) for the publisher user's publisher, a fourth for another publisher. */
const byCountry = {
  dimensions: ['country'],
  metrics: ['adRequests'],
  dateFrom: '2026-11-01',
  dateTo: '2026-11-01',
  sortProperty: 'country',
  sortDirection: 'asc',
};

describe('a report too big to answer at once runs as a job and downloads when done', () => {
  let t: TestApp;
  let publisherId: number;

  // At once: at most 2 rows, and at most 3 fact rows read.
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        reports: {
          filesDir: mkdtempSync(join(tmpdir(), 'adcast-report-files-')),
          atOnce: { rows: 2, scannedRows: 3 },
        },
      },
    });
    publisherId = (await (await t.as(DEMO.publisher)).get('/api/users/me')).json().publisherIds[0];
    const rows = [
      ...['US', 'CA', 'GB'].map((country, i) =>
        adFact({
          hour: '2026-11-01T10:00:00Z',
          publisher_id: publisherId,
          network_id: 0,
          demand_partner_id: i + 1,
          country,
          ad_requests: (i + 1) * 10,
        }),
      ),
      adFact({
        hour: '2026-11-01T10:00:00Z',
        publisher_id: publisherId + 1000,
        demand_partner_id: 99,
        country: 'DE',
        ad_requests: 7,
      }),
    ];
    const imported = await (await t.as(DEMO.admin)).send({
      method: 'POST',
      url: `${REPORT_API.importFacts}?batchId=jobs&kind=ad`,
      payload: ndjson(rows),
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function finished(email: string, id: number): Promise<ReportJob> {
    const caller = await t.as(email);
    await expect
      .poll(async () => (await caller.get(REPORT_JOB_API.one(id))).json().status, { timeout: 60_000 })
      .toMatch(/DONE|FAILED/);
    return (await caller.get(REPORT_JOB_API.one(id))).json();
  }

  it('a report within the limits is answered at once', async () => {
    const response = await (await t.as(DEMO.publisher)).post(REPORT_API.exportCsv, {
      ...byCountry,
      filters: [{ dimension: 'country', values: ['US', 'CA'] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')).toEqual(['Country,Ad Requests', 'CA,20', 'US,10', '']);
  });

  it('more fact rows to read than at once: a one-row answer runs as a job too', async () => {
    const started = await (await t.as(DEMO.admin)).post(REPORT_API.exportCsv, {
      ...byCountry,
      dimensions: [],
      sortProperty: 'adRequests',
    });
    expect(started.statusCode).toBe(202);
    expect(await finished(DEMO.admin, started.json().job.id)).toMatchObject({ status: 'DONE', rows: 1 });
  });

  it('more rows than answered at once: 202 with the job, progress to 100 and the whole file for the requester', async () => {
    const admin = await t.as(DEMO.admin);
    const started = await admin.post(REPORT_API.exportCsv, byCountry);
    expect(started.statusCode).toBe(202);
    const { job, message } = started.json();
    expect(message).toBe(REPORT_JOB_MESSAGES.started);
    expect(job).toMatchObject({ format: 'CSV', name: 'report-2026-11-01-2026-11-01' });

    const done = await finished(DEMO.admin, job.id);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, rows: 4, error: null });
    const file = await admin.get(REPORT_JOB_API.file(job.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="report-2026-11-01-2026-11-01.csv"',
    );
    expect(file.body.split('\r\n')).toEqual(['Country,Ad Requests', 'CA,20', 'DE,7', 'GB,30', 'US,10', '']);
    expect((await admin.get(REPORT_JOB_API.list)).json().map((j: ReportJob) => j.id)).toContain(job.id);
  });

  it('another user can neither see nor download it', async () => {
    const admin = await t.as(DEMO.admin);
    const { job } = (await admin.post(REPORT_API.exportCsv, byCountry)).json();
    await finished(DEMO.admin, job.id);
    const sales = await t.as(DEMO.sales);
    expect((await sales.get(REPORT_JOB_API.one(job.id))).statusCode).toBe(404);
    const download = await sales.get(REPORT_JOB_API.file(job.id));
    expect(download.statusCode).toBe(404);
    expect(download.json().messages).toEqual(['Report file not found']);
    expect((await sales.get(REPORT_JOB_API.list)).json()).toEqual([]);
  });

  it('the requester’s tenancy applies: a publisher’s file holds only its publisher’s rows', async () => {
    const publisher = await t.as(DEMO.publisher);
    const big = await publisher.post(`${REPORT_API.exportCsv}?format=XLSX`, {
      ...byCountry,
      dimensions: ['country', 'publisherId'],
      filters: [{ dimension: 'publisherId', values: [String(publisherId), String(publisherId + 1000)] }],
    });
    expect(big.statusCode).toBe(202);
    const done = await finished(DEMO.publisher, big.json().job.id);
    expect(done).toMatchObject({ status: 'DONE', format: 'XLSX', rows: 3 });
    const file = await publisher.get(REPORT_JOB_API.file(done.id));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Country', 'Publisher ID', 'Ad Requests'],
      ['CA', publisherId, 20],
      ['GB', publisherId, 30],
      ['US', publisherId, 10],
    ]);
  });

  it('a file not made yet is not downloadable', async () => {
    const me = (await (await t.as(DEMO.admin)).get('/api/users/me')).json();
    const queued = await insertReportJob(t.app.deps.db, {
      userId: me.id,
      name: 'queued',
      format: 'CSV',
      query: ReportQuerySchema.parse(byCountry),
      scope: { kind: 'everything' },
    });
    const response = await (await t.as(DEMO.admin)).get(REPORT_JOB_API.file(queued.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().messages).toEqual([REPORT_JOB_MESSAGES.notReady]);
  });
});
