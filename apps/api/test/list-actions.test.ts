import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { BULK_MAX_IDS } from '@adcast/domain/list-actions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Builders, builders } from './support/builders';
import { changelogCount, useDemoApp } from './support/demand';

/** Rows of a CSV answer (no quoted line breaks in these fixtures). */
const csvRows = (body: string) => body.trimEnd().split('\r\n');

describe('list actions: CSV export of the current filter', () => {
  const app = useDemoApp();
  let build: Builders;
  let tag: string;
  beforeAll(() => {
    build = builders(app.t);
    tag = `Export${Date.now().toString(36)}`;
  });

  it('answers every row of the filter, header first, in the list order, without paging', async () => {
    const network = await build.network();
    const partner = await build.partner({ displayName: `${tag} partner`, networkId: network.id });
    for (const name of ['b', 'a', 'c']) await build.connection({ partner, name: `${tag} ${name}` });
    await build.connection({ partner, name: `${tag} archived`, status: 'ARCHIVED' });
    const response = await app.admin.get(
      `/api/dp/${partner.id}/connections/export.csv?name=${tag}&sortProperty=name&sortDirection=asc&size=5`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="connections.csv"');
    const rows = csvRows(response.body);
    expect(rows[0]).toBe(
      'Name,Demand partner,Placements,Seller domain (ASI),Integration type,Partner timeout (ms),Duplication,Status,Added,Note',
    );
    // The list's default status filter (ACTIVE) holds; the archived one is left out.
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([`${tag} a`, `${tag} b`, `${tag} c`]);
    expect(rows[1]).toContain(`,${tag} partner,0,example.com,`);
  });

  it('streams more rows than one read batch', async () => {
    const publisher = await build.publisher({ name: `${tag} publisher` });
    await build.placements(510, { publisher });
    const response = await app.admin.get(`/api/placements/export.csv?publishersIds=${publisher.id}`);
    expect(csvRows(response.body)).toHaveLength(511);
  });

  it("neutralises cells a spreadsheet would run as formulas with a leading '", async () => {
    const marker = `formula${tag}`;
    for (const name of ['=SUM(A1)', '+1', '-2', '@cmd', '\tTab', 'Plain, "quoted"']) {
      await build.partner({ displayName: `${name} ${marker}` });
    }
    const body = (await app.admin.get(`/api/dp/export?displayName=${marker}`)).body;
    const names = csvRows(body)
      .slice(1)
      .map((row) => row.slice(0, row.indexOf(` ${marker}`)));
    expect(names.sort()).toEqual(["'\tTab", "'+1", "'-2", "'=SUM(A1)", "'@cmd", '"Plain, ""quoted""'].sort());
  });

  it('keeps a network user to its network and needs read permission', async () => {
    const [mine, theirs] = [await build.network(), await build.network()];
    await build.partner({ displayName: `${tag} mine`, networkId: mine.id });
    await build.partner({ displayName: `${tag} theirs`, networkId: theirs.id });
    const user = await build.user({ roles: ['ADMIN'], networkId: mine.id });
    const body = (await user.client.get(`/api/dp/export?displayName=${tag}`)).body;
    expect(body).toContain(`${tag} mine`);
    expect(body).not.toContain(`${tag} theirs`);
    const designer = await build.user({ roles: ['DESIGNER'] });
    expect((await designer.client.get('/api/dp/export')).statusCode).toBe(403);
  });
});

describe('list actions: bulk archive and unarchive', () => {
  const app = useDemoApp();
  let build: Builders;
  beforeAll(() => {
    build = builders(app.t);
  });

  it('a dry run says what would change and what is skipped, and changes nothing', async () => {
    const partner = await build.partner();
    const active = await build.connection({ partner });
    const archived = await build.connection({ partner, status: 'ARCHIVED' });
    const before = await changelogCount(app.t, 'CONNECTION', active.id);
    const response = await app.admin.post('/api/dpconnection/bulk', {
      ids: [active.id, archived.id, 999_999],
      action: 'ARCHIVE',
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: false,
      changes: [
        {
          id: active.id,
          name: active.name,
          fields: [{ field: 'status', before: 'ACTIVE', after: 'ARCHIVED' }],
        },
      ],
      skipped: [
        { id: archived.id, name: archived.name, reason: DEMAND_MESSAGES.alreadyArchived('connection') },
        { id: 999_999, name: '', reason: 'Connection not found' },
      ],
    });
    expect((await build.reload.connection(active.id)).status).toBe('ACTIVE');
    expect(await changelogCount(app.t, 'CONNECTION', active.id)).toBe(before);
  });

  it('applies: every row changes, one changelog entry each, and the status counts follow', async () => {
    const partner = await build.partner();
    const rows = [
      await build.connection({ partner }),
      await build.connection({ partner, status: 'INACTIVE' }),
    ];
    const response = await app.admin.post(`/api/dp/${partner.id}/connections/bulk`, {
      ids: rows.map((row) => row.id),
      action: 'ARCHIVE',
      dryRun: false,
    });
    expect(response.json()).toMatchObject({ applied: true, skipped: [] });
    for (const row of rows) {
      expect((await build.reload.connection(row.id)).status).toBe('ARCHIVED');
      expect(await changelogCount(app.t, 'CONNECTION', row.id)).toBe(1);
    }
    const counts = (await app.admin.get(`/api/dp/${partner.id}/connections/count-by-status`)).json();
    expect(counts).toEqual([
      { status: 'ACTIVE', count: 0 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 2 },
    ]);
    const again = await app.admin.post('/api/dpconnection/bulk', {
      ids: rows.map((row) => row.id),
      action: 'UNARCHIVE',
      dryRun: true,
    });
    expect(again.json().changes.map((change: { fields: unknown[] }) => change.fields)).toEqual([
      [{ field: 'status', before: 'ARCHIVED', after: 'ACTIVE' }],
      [{ field: 'status', before: 'ARCHIVED', after: 'ACTIVE' }],
    ]);
  });

  it("skips rows outside the caller's network or the named partner, as not found", async () => {
    const [mine, theirs] = [await build.network(), await build.network()];
    const own = await build.partner({ networkId: mine.id, status: 'ARCHIVED' });
    const foreign = await build.partner({ networkId: theirs.id, status: 'ARCHIVED' });
    const user = await build.user({ roles: ['ADMIN'], networkId: mine.id });
    const response = await user.client.post('/api/dp/bulk', {
      ids: [own.id, foreign.id],
      action: 'UNARCHIVE',
      dryRun: false,
    });
    expect(response.json()).toMatchObject({
      applied: true,
      changes: [{ id: own.id }],
      skipped: [{ id: foreign.id, reason: 'Demand partner not found' }],
    });
    const other = await build.partner();
    const connection = await build.connection({ partner: other });
    const scoped = await app.admin.post(`/api/dp/${own.id}/connections/bulk`, {
      ids: [connection.id],
      action: 'ARCHIVE',
      dryRun: false,
    });
    expect(scoped.json()).toMatchObject({
      applied: false,
      skipped: [{ id: connection.id, reason: 'Connection not found' }],
    });
  });

  it('needs the archive permission and a valid body', async () => {
    const connection = await build.connection();
    const readonly = await build.user({ roles: ['READ_ONLY_ADMIN'] });
    const body = { ids: [connection.id], action: 'ARCHIVE', dryRun: true };
    expect((await readonly.client.post('/api/dpconnection/bulk', body)).statusCode).toBe(403);
    for (const bad of [
      { ...body, ids: [] },
      { ...body, ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1) },
      { ...body, action: 'DELETE' },
      { ids: [connection.id], action: 'ARCHIVE' },
    ]) {
      const response = await app.admin.post('/api/dpconnection/bulk', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(2001);
    }
    expect((await build.reload.connection(connection.id)).status).toBe('ACTIVE');
  });
});
