import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { REPORT_MESSAGES } from '@adcast/domain/reports/report-query';
import {
  REPORT_SCHEDULE_API,
  type ReportScheduleInput,
  SCHEDULE_MESSAGES,
  scheduleSubject,
} from '@adcast/domain/reports/schedules';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_SENDS_PER_USER } from '../src/http/attempt-limiter';
import { adFact } from './support/facts';
import { lastMailTo } from './support/outbox';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const yesterday = addDays(toWireDate(new Date()), -1);

const weekly = (overrides: Partial<ReportScheduleInput> = {}): ReportScheduleInput => ({
  name: 'Weekly domains',
  report: { dimensions: ['domain'], metrics: ['adRequests', 'revenue'], range: 'YESTERDAY' },
  frequency: 'WEEKLY',
  hour: 7,
  dayOfWeek: 1,
  timeZone: 'Europe/London',
  recipients: ['ops@example.com'],
  ...overrides,
});

describe('scheduled reports', () => {
  let t: TestApp;
  let publisherId: number;

  beforeAll(async () => {
    t = await createTestApp();
    publisherId = (await (await t.as(DEMO.publisher)).get('/api/users/me')).json().publisherIds[0];
    const rows = [
      adFact({
        hour: `${yesterday}T08:00:00Z`,
        publisher_id: publisherId,
        network_id: 0,
        domain: 'mine.example',
        ad_requests: 30,
        revenue: 1.5,
      }),
      adFact({
        hour: `${yesterday}T09:00:00Z`,
        publisher_id: publisherId + 1000,
        domain: '=cmd|x',
        ad_requests: 70,
        revenue: 2,
      }),
    ];
    const imported = await (await t.as(DEMO.admin)).send({
      method: 'POST',
      url: `${REPORT_API.importFacts}?batchId=schedules&kind=ad`,
      payload: rows.map((row) => JSON.stringify(row)).join('\n'),
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const cronEntries = async (id: number) =>
    (
      (await t.db.execute(
        sql`select cron, timezone from job_schedules where key = ${`report-schedule-${id}`}`,
      )) as unknown as { rows: { cron: string; timezone: string }[] }
    ).rows;

  it('creates, lists, pauses, resumes and deletes a schedule', async () => {
    const admin = await t.as(DEMO.admin);
    const created = await admin.post(REPORT_SCHEDULE_API.list, weekly());
    expect(created.statusCode).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({
      name: 'Weekly domains',
      status: 'ACTIVE',
      format: 'CSV',
      lastSentAt: null,
    });
    expect((await admin.get(REPORT_SCHEDULE_API.list)).json().map((s: { id: number }) => s.id)).toContain(
      schedule.id,
    );

    // The queue holds its cron line: minute 0 of hour 7 on Mondays, in its time zone.
    expect(await cronEntries(schedule.id)).toEqual([{ cron: '0 7 * * 1', timezone: 'Europe/London' }]);

    expect((await admin.post(REPORT_SCHEDULE_API.pause(schedule.id))).json().status).toBe('PAUSED');
    expect(await cronEntries(schedule.id)).toEqual([]);
    expect((await admin.post(REPORT_SCHEDULE_API.resume(schedule.id))).json().status).toBe('ACTIVE');
    expect(await cronEntries(schedule.id)).toHaveLength(1);

    const deleted = await admin.send({ method: 'DELETE', url: REPORT_SCHEDULE_API.one(schedule.id) });
    expect(deleted.statusCode).toBe(204);
    expect((await admin.get(REPORT_SCHEDULE_API.sends(schedule.id))).statusCode).toBe(404);
    expect(await cronEntries(schedule.id)).toEqual([]);
  });

  it('refuses a bad schedule with a clear 400 and saves nothing', async () => {
    const admin = await t.as(DEMO.admin);
    const before = (await admin.get(REPORT_SCHEDULE_API.list)).json().length;
    const cases: [Partial<ReportScheduleInput>, string][] = [
      [{ dayOfWeek: null }, 'A weekly schedule needs a day of the week'],
      [{ frequency: 'MONTHLY' }, 'A monthly schedule needs a day of the month'],
      [{ recipients: ['not-an-address'] }, 'Recipients must be e-mail addresses'],
      [{ recipients: [] }, 'Add at least one recipient'],
      [{ name: '  ' }, 'Name is required'],
      [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
      [
        {
          report: {
            metrics: ['revenue'],
            range: 'YESTERDAY',
            filters: [{ dimension: 'publisherName', values: ['Blue Harbor TV'] }],
          },
        },
        REPORT_MESSAGES.filterIds('Publisher'),
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await admin.post(REPORT_SCHEDULE_API.list, weekly(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().messages.join(' '), message).toContain(message);
    }
    expect((await admin.get(REPORT_SCHEDULE_API.list)).json()).toHaveLength(before);
  });

  it('a send mails the report as CSV to every recipient and is kept in the history', async () => {
    const admin = await t.as(DEMO.admin);
    const schedule = (
      await admin.post(REPORT_SCHEDULE_API.list, weekly({ recipients: ['a@example.com', 'b@example.com'] }))
    ).json();
    const sent = await admin.post(REPORT_SCHEDULE_API.sendNow(schedule.id));
    expect(sent.json()).toMatchObject({ status: 'SENT', rows: 2, dateFrom: yesterday, dateTo: yesterday });
    for (const to of ['a@example.com', 'b@example.com']) {
      const mail = await lastMailTo(t, to);
      expect(mail?.subject).toBe(scheduleSubject({ dateFrom: yesterday, dateTo: yesterday }));
      expect(mail?.body).toContain('Weekly on Monday at 07:00 (Europe/London)');
      expect(mail?.body).toContain(
        `--- report.csv ---\nDomain,Ad Requests,Revenue\r\n'=cmd|x,70,2\r\nmine.example,30,1.5\r\n`,
      );
    }
    const history = (await admin.get(REPORT_SCHEDULE_API.sends(schedule.id))).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'SENT', recipients: ['a@example.com', 'b@example.com'] });
    const listed = (await admin.get(REPORT_SCHEDULE_API.list))
      .json()
      .find((s: { id: number }) => s.id === schedule.id);
    expect(listed.lastSentAt).toBe(history[0].sentAt);
  });

  it('an XLSX schedule mails a workbook of the same rows', async () => {
    const admin = await t.as(DEMO.admin);
    const schedule = (
      await admin.post(REPORT_SCHEDULE_API.list, weekly({ recipients: ['xlsx@example.com'], format: 'XLSX' }))
    ).json();
    expect(schedule.format).toBe('XLSX');
    expect((await admin.post(REPORT_SCHEDULE_API.sendNow(schedule.id))).json()).toMatchObject({ rows: 2 });
    const body = (await lastMailTo(t, 'xlsx@example.com'))?.body ?? '';
    expect(body).toContain('The report is attached as XLSX.');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(body.split('--- report.xlsx ---\n')[1] ?? '', 'base64') as never);
    const values = workbook.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Domain', 'Ad Requests', 'Revenue'],
      ['=cmd|x', 70, 2],
      ['mine.example', 30, 1.5],
    ]);
  });

  it('a publisher schedules its own report: the send holds its rows only', async () => {
    const publisher = await t.as(DEMO.publisher);
    const schedule = (
      await publisher.post(REPORT_SCHEDULE_API.list, weekly({ recipients: [DEMO.publisher] }))
    ).json();
    expect((await publisher.post(REPORT_SCHEDULE_API.sendNow(schedule.id))).json()).toMatchObject({
      rows: 1,
    });
    const mail = await lastMailTo(t, DEMO.publisher);
    expect(mail?.body).toContain('Domain,Ad Requests,Revenue\r\nmine.example,30,1.5\r\n');
    expect(mail?.body).not.toContain('cmd');
  });

  it('schedules are their owner’s: others get 404, roles without the permission 403', async () => {
    const schedule = (
      await (
        await t.as(DEMO.publisher)
      ).post(REPORT_SCHEDULE_API.list, weekly({ recipients: [DEMO.publisher] }))
    ).json();
    const admin = await t.as(DEMO.admin);
    expect((await admin.post(REPORT_SCHEDULE_API.pause(schedule.id))).statusCode).toBe(404);
    expect(
      (await admin.send({ method: 'DELETE', url: REPORT_SCHEDULE_API.one(schedule.id) })).statusCode,
    ).toBe(404);
    expect((await admin.post(REPORT_SCHEDULE_API.sendNow(schedule.id))).statusCode).toBe(404);
    for (const email of [DEMO.designer, DEMO.campaigns, DEMO.owner]) {
      expect((await (await t.as(email)).post(REPORT_SCHEDULE_API.list, weekly())).statusCode, email).toBe(
        403,
      );
    }
  });

  it('a publisher mails only users who may see its report, sends at once are limited, and the subject is the product’s', async () => {
    const publisher = await t.as(DEMO.publisher);
    const strangers = Array.from({ length: 5 }, (_, n) => `stranger${n}@elsewhere.test`);
    const refused = await publisher.post(
      REPORT_SCHEDULE_API.list,
      weekly({ name: 'Buy now at cheap.example', recipients: [DEMO.publisher, ...strangers, DEMO.admin] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([
      SCHEDULE_MESSAGES.recipientsOutsideScope([...strangers, DEMO.admin]),
    ]);
    const schedule = (
      await publisher.post(REPORT_SCHEDULE_API.list, weekly({ recipients: [DEMO.publisher] }))
    ).json();
    // The user's earlier sends in this file count too: sends go through until the limit, then 429.
    let sent = 0;
    let limited = await publisher.post(REPORT_SCHEDULE_API.sendNow(schedule.id));
    while (limited.statusCode === 200 && sent < SCHEDULE_SENDS_PER_USER) {
      sent += 1;
      limited = await publisher.post(REPORT_SCHEDULE_API.sendNow(schedule.id));
    }
    expect(sent).toBeGreaterThan(0);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messages).toEqual([SCHEDULE_MESSAGES.tooManySends(15)]);
    expect((await lastMailTo(t, DEMO.publisher))?.subject).toBe(
      scheduleSubject({ dateFrom: yesterday, dateTo: yesterday }),
    );
  });
});
