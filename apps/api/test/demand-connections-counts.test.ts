import { describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { countsOf, useDemoApp } from './support/demand';

describe('demand connections: "status boxes with counts"', () => {
  const app = useDemoApp();
  const counts = async (url: string) =>
    (await app.admin.get(url)).json() as { status: string; count: number }[];

  it('answers every status with its count, in the order of the status enumeration', async () => {
    expect(await counts('/api/dpconnection/count-by-status')).toEqual([
      { status: 'ACTIVE', count: 39 },
      { status: 'INACTIVE', count: 15 },
      { status: 'ARCHIVED', count: 6 },
    ]);
  });

  it('honours the name search, and a status nothing has is there with zero', async () => {
    expect(countsOf(await counts('/api/dpconnection/count-by-status?name=CTVBUYER'))).toEqual({
      ACTIVE: 4,
      INACTIVE: 5,
      ARCHIVED: 1,
    });
    expect(await counts('/api/dpconnection/count-by-status?name=ember')).toEqual([
      { status: 'ACTIVE', count: 5 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 0 },
    ]);
  });

  it("counts one partner's connections, with and without a name", async () => {
    expect(countsOf(await counts('/api/dp/7/connections/count-by-status'))).toEqual({
      ACTIVE: 0,
      INACTIVE: 5,
      ARCHIVED: 0,
    });
    expect(countsOf(await counts('/api/dp/10/connections/count-by-status?name=copy'))).toEqual({
      ACTIVE: 1,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    expect((await app.admin.get('/api/dp/999/connections/count-by-status')).statusCode).toBe(404);
  });

  it('each count is the total the list shows for that status', async () => {
    for (const { status, count } of await counts('/api/dpconnection/count-by-status')) {
      expect((await app.admin.get(`/api/dpconnection?status=${status}`)).json().totalElements).toBe(count);
    }
  });

  it('counts and totals follow creating, editing, archiving and unarchiving', async () => {
    const partner = await builders(app.t).partner();
    const base = `/api/dp/${partner.id}/connections`;
    const all = async () => countsOf(await counts('/api/dpconnection/count-by-status'));
    const before = await all();
    const moved = (delta: Partial<Record<'ACTIVE' | 'INACTIVE' | 'ARCHIVED', number>>) => ({
      ACTIVE: before.ACTIVE + (delta.ACTIVE ?? 0),
      INACTIVE: before.INACTIVE + (delta.INACTIVE ?? 0),
      ARCHIVED: before.ARCHIVED + (delta.ARCHIVED ?? 0),
    });
    const created = await app.admin.post(base, {
      name: 'Counted connection',
      schainAsi: 'atlas.com',
      integrationType: 'ORTB',
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    expect(await all()).toEqual(moved({ ACTIVE: 1 }));
    const edited = await app.admin.put(`${base}/${id}`, {
      name: 'Counted connection',
      schainAsi: 'atlas.com',
      integrationType: 'ORTB',
      status: 'INACTIVE',
      version,
    });
    expect(edited.statusCode).toBe(200);
    expect(countsOf(await counts(`${base}/count-by-status`))).toEqual({
      ACTIVE: 0,
      INACTIVE: 1,
      ARCHIVED: 0,
    });
    expect((await app.admin.put(`${base}/${id}/archive`)).statusCode).toBe(200);
    expect(await all()).toEqual(moved({ ARCHIVED: 1 }));
    expect((await app.admin.get('/api/dpconnection?status=ARCHIVED')).json().totalElements).toBe(
      before.ARCHIVED + 1,
    );
    expect((await app.admin.put(`${base}/${id}/unarchive`)).statusCode).toBe(200);
    expect(await all()).toEqual(moved({ ACTIVE: 1 }));
  });

  it("a name search's counts and list totals follow a write at once", async () => {
    const partner = await builders(app.t).partner();
    const base = `/api/dp/${partner.id}/connections`;
    const searched = async () => countsOf(await counts(`${base}/count-by-status?name=memo`));
    const total = async (status: string) =>
      (await app.admin.get(`${base}?name=memo&status=${status}`)).json().totalElements;
    expect(await searched()).toEqual({ ACTIVE: 0, INACTIVE: 0, ARCHIVED: 0 });
    expect(await total('ACTIVE')).toBe(0);
    const created = await app.admin.post(base, {
      name: 'Memo check',
      schainAsi: 'bluefin.com',
      integrationType: 'ORTB',
    });
    expect(created.statusCode).toBe(201);
    expect(await searched()).toEqual({ ACTIVE: 1, INACTIVE: 0, ARCHIVED: 0 });
    expect(await total('ACTIVE')).toBe(1);
    expect((await app.admin.put(`${base}/${created.json().id}/archive`)).statusCode).toBe(200);
    expect(await searched()).toEqual({ ACTIVE: 0, INACTIVE: 0, ARCHIVED: 1 });
    expect(await total('ACTIVE')).toBe(0);
    expect(await total('ARCHIVED,ACTIVE')).toBe(1);
  });
});
