import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { REPORT_MESSAGES } from '@adcast/domain/reports/report-query';
import { REPORT_SCHEDULE_API } from '@adcast/domain/reports/schedules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { adFact, load } from './support/facts';
import { lastMailTo } from './support/outbox';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;
type Row = Record<string, string | number | null>;

const OTHERS = REPORT_MESSAGES.otherDemandPartners;
const OTHER_CONNECTIONS = REPORT_MESSAGES.otherConnections;
const day = addDays(toWireDate(new Date()), -1);
const span = { dateFrom: day, dateTo: day };
const range = `?dateFrom=${day}&dateTo=${day}`;

describe('"a network user sees its own network\'s demand partners and connections by name"; the others are one row', () => {
  let t: TestApp;
  let network: { client: Client; email: string };
  let publisherUser: Client;
  let home: { publisherId: number; partnerId: number; partner: string; connection: string };
  /** Names and ids of partners and connections of another network and of no network. */
  let foreign: { names: string[]; partnerIds: number[] };

  const byPartner = (client: Client, body: object = {}) =>
    client.post(REPORT_API.query, {
      ...span,
      dimensions: ['demandPartner'],
      metrics: ['revenue', 'adImpressions'],
      ...body,
    });
  const leaks = (text: string) =>
    [...foreign.names, ...foreign.partnerIds.map((id) => `#${id}`)].filter((name) => text.includes(name));

  beforeAll(async () => {
    t = await createTestApp();
    const make = builders(t);
    const homeNetwork = await make.network();
    const elsewhere = await make.network();
    const publisher = await make.publisher({ networkId: homeNetwork.id });
    const partner = await make.partner({ networkId: homeNetwork.id, displayName: 'Home Partner' });
    const connection = await make.connection({ partner, name: 'Home connection' });
    const foreignPartner = await make.partner({ networkId: elsewhere.id, displayName: 'Elsewhere Partner' });
    const foreignConnection = await make.connection({
      partner: foreignPartner,
      name: 'Elsewhere connection',
    });
    const orphan = await make.partner({ displayName: 'Partner Of No Network' });
    const orphanConnection = await make.connection({ partner: orphan, name: 'Connection of no network' });
    home = {
      publisherId: publisher.id,
      partnerId: partner.id,
      partner: 'Home Partner',
      connection: 'Home connection',
    };
    foreign = {
      names: [
        'Elsewhere Partner',
        'Elsewhere connection',
        'Partner Of No Network',
        'Connection of no network',
      ],
      partnerIds: [foreignPartner.id, orphan.id],
    };
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: homeNetwork.id }, { role: 'ADMIN' });
    network = { client: networkUser.client, email: networkUser.email };
    publisherUser = (
      await make.user({ roles: ['PUBLISHER'], publisherIds: [publisher.id] }, `PUBLISHER:${publisher.id}`)
    ).client;
    // Every row is the home publisher's inventory: the partners buying it differ.
    const sold = (partnerId: number, connectionId: number, revenue: number, impressions: number) =>
      adFact({
        hour: `${day}T10:00:00Z`,
        network_id: homeNetwork.id,
        publisher_id: publisher.id,
        demand_partner_id: partnerId,
        connection_id: connectionId,
        revenue,
        ad_impressions: impressions,
      });
    await load(t.app.deps.facts, [
      sold(partner.id, connection.id, 10.25, 100),
      sold(foreignPartner.id, foreignConnection.id, 20.5, 200),
      sold(orphan.id, orphanConnection.id, 30.125, 300),
      sold(0, 0, 1, 10),
    ]);
  });
  afterAll(() => t.close());

  it('a report by demand partner names its own partner and sums the others into "Other demand partners"', async () => {
    const response = await byPartner(network.client);
    expect(response.statusCode).toBe(200);
    expect(leaks(response.body)).toEqual([]);
    const body = response.json();
    expect(body.content).toEqual([
      { demandPartner: OTHERS, revenue: 50.625, adImpressions: 500 },
      { demandPartner: home.partner, revenue: 10.25, adImpressions: 100 },
      { demandPartner: '(none)', revenue: 1, adImpressions: 10 },
    ]);
    expect(body.totalElements).toBe(3);
    expect(body.totals).toEqual({ revenue: 61.875, adImpressions: 610 });
  });

  it('a report by connection names its own connection and sums the others into "Other connections"', async () => {
    const response = await byPartner(network.client, { dimensions: ['dpConnection', 'demandPartner'] });
    expect(leaks(response.body)).toEqual([]);
    expect(
      response.json().content.map((row: Row) => [row.dpConnection, row.demandPartner, row.revenue]),
    ).toEqual([
      [OTHER_CONNECTIONS, OTHERS, 50.625],
      [home.connection, home.partner, 10.25],
      ['(none)', '(none)', 1],
    ]);
  });

  it("its partners' names are those its partner picker knows", async () => {
    const picker = (await network.client.get('/api/dp/all')).json();
    const known = picker.content.map((row: { displayName: string }) => row.displayName);
    const named = (await byPartner(network.client)).json().content.map((row: Row) => row.demandPartner);
    expect(named.filter((name: string) => ![OTHERS, '(none)'].includes(name))).toEqual(known);
  });

  it('a filter on a foreign partner id matches nothing; on its own partner, its rows', async () => {
    for (const id of foreign.partnerIds) {
      const response = await byPartner(network.client, {
        filters: [{ dimension: 'demandPartner', values: [id] }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ content: [], totalElements: 0, totals: { revenue: 0 } });
    }
    const own = await byPartner(network.client, {
      dimensions: ['publisherId'],
      filters: [{ dimension: 'demandPartner', values: [home.partnerId, ...foreign.partnerIds] }],
    });
    expect(own.json().totals).toEqual({ revenue: 10.25, adImpressions: 100 });
  });

  it('the CSV export holds the same rows', async () => {
    const response = await network.client.post(REPORT_API.exportCsv, {
      ...span,
      dimensions: ['demandPartner'],
      metrics: ['revenue'],
    });
    expect(response.statusCode).toBe(200);
    expect(leaks(response.body)).toEqual([]);
    expect(response.body).toContain(`${OTHERS},50.625`);
    expect(response.body).toContain(`${home.partner},10.25`);
  });

  it('the main dashboard and the top partners of a publisher say the same', async () => {
    const main = await network.client.get(`${REPORT_API.dashboard}${range}`);
    expect(leaks(main.body)).toEqual([]);
    expect(main.json().topDemandPartners.map((e: Row) => [e.name, e.revenue])).toEqual([
      [OTHERS, 50.625],
      [home.partner, 10.25],
      ['(none)', 1],
    ]);
    for (const client of [network.client, publisherUser]) {
      const top = await client.get(`${REPORT_API.publisherTop5DemandPartners(home.publisherId)}${range}`);
      expect(top.statusCode).toBe(200);
      expect(leaks(top.body)).toEqual([]);
      expect(top.json().map((e: Row) => e.name)).toEqual([OTHERS, home.partner, '(none)']);
    }
  });

  it("a publisher user reads the partners of its publisher's network the same way", async () => {
    const response = await byPartner(publisherUser);
    expect(leaks(response.body)).toEqual([]);
    expect(response.json().content.map((row: Row) => row.demandPartner)).toEqual([
      OTHERS,
      home.partner,
      '(none)',
    ]);
  });

  it('a scheduled report mails the same rows', async () => {
    const schedule = await network.client.post(REPORT_SCHEDULE_API.list, {
      name: 'Partners',
      report: { dimensions: ['demandPartner'], metrics: ['revenue'], range: 'YESTERDAY' },
      frequency: 'DAILY',
      hour: 7,
      timeZone: 'UTC',
      recipients: [network.email],
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    const sent = await network.client.post(REPORT_SCHEDULE_API.sendNow(schedule.json().id));
    expect(sent.json()).toMatchObject({ status: 'SENT', rows: 3 });
    const mail = (await lastMailTo(t, network.email))?.body ?? '';
    expect(leaks(mail)).toEqual([]);
    expect(mail).toContain(`${OTHERS},50.625`);
  });

  it('staff keep seeing every partner and connection by name, with the same totals', async () => {
    const admin = await t.as(DEMO.admin);
    const filters = [{ dimension: 'publisherId', values: [home.publisherId] }];
    const partners = (await byPartner(admin, { filters })).json();
    expect(partners.content.map((row: Row) => [row.demandPartner, row.revenue])).toEqual([
      ['Partner Of No Network', 30.125],
      ['Elsewhere Partner', 20.5],
      [home.partner, 10.25],
      ['(none)', 1],
    ]);
    expect(partners.totals).toEqual({ revenue: 61.875, adImpressions: 610 });
    const connections = (await byPartner(admin, { filters, dimensions: ['dpConnection'] })).json();
    expect(connections.content.map((row: Row) => row.dpConnection)).toEqual([
      'Connection of no network',
      'Elsewhere connection',
      home.connection,
      '(none)',
    ]);
  });
});
