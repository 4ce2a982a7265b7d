import {
  SAVED_REPORT_API,
  SAVED_REPORT_MAX,
  SAVED_REPORT_MESSAGES,
} from '@adcast/domain/reports/saved-reports';
import { describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { useDemoApp } from './support/demand';

const search = { dimensions: ['day', 'domain'], metrics: ['revenue'], range: 'LAST_7_DAYS', page: 0 };

describe('saved reports (issue 11): a user’s own builder states by name', () => {
  const app = useDemoApp();

  it('keeps at most SAVED_REPORT_MAX per user, saying so, so the list answer stays bounded', async () => {
    const me = (await builders(app.t).user({ roles: ['SALES_REPRESENTATIVE'] })).client;
    const save = (i: number) => me.post(SAVED_REPORT_API.list, { name: `Report ${i}`, search });
    const first = await Promise.all(Array.from({ length: SAVED_REPORT_MAX + 5 }, (_, i) => save(i)));
    expect(first.filter((response) => response.statusCode === 201)).toHaveLength(SAVED_REPORT_MAX);
    const refused = first.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => [response.statusCode, response.json().messages])).toEqual(
      Array(5).fill([422, [SAVED_REPORT_MESSAGES.tooMany]]),
    );
    expect((await me.get(SAVED_REPORT_API.list)).json()).toHaveLength(SAVED_REPORT_MAX);
    const other = (await builders(app.t).user({ roles: ['SALES_REPRESENTATIVE'] })).client;
    expect((await other.post(SAVED_REPORT_API.list, { name: 'Mine', search })).statusCode).toBe(201);
  });

  it('saves, lists newest first and deletes; a name is unique per user; bad input changes nothing', async () => {
    const me = (await builders(app.t).user({ roles: ['SALES_REPRESENTATIVE'] })).client;
    const first = await me.post(SAVED_REPORT_API.list, { name: ' Weekly domains ', search });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Weekly domains', search });
    await me.post(SAVED_REPORT_API.list, { name: 'Revenue', search: { metrics: ['revenue'] } });
    expect((await me.get(SAVED_REPORT_API.list)).json().map((saved: { name: string }) => saved.name)).toEqual(
      ['Revenue', 'Weekly domains'],
    );

    const twice = await me.post(SAVED_REPORT_API.list, { name: 'Revenue', search });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages).toEqual([SAVED_REPORT_MESSAGES.nameTaken]);
    const huge = await me.post(SAVED_REPORT_API.list, {
      name: 'Huge',
      search: {
        x: 'y'.repeat(2000),
        z: 'y'.repeat(2000),
        w: 'y'.repeat(2000),
        v: 'y'.repeat(2000),
        u: 'y'.repeat(2000),
      },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().messages.join(' ')).toContain(SAVED_REPORT_MESSAGES.tooBig);
    expect((await me.post(SAVED_REPORT_API.list, { name: ' ', search })).statusCode).toBe(400);
    expect((await me.get(SAVED_REPORT_API.list)).json()).toHaveLength(2);

    expect((await me.send({ method: 'DELETE', url: SAVED_REPORT_API.one(first.json().id) })).statusCode).toBe(
      204,
    );
    expect((await me.get(SAVED_REPORT_API.list)).json().map((saved: { name: string }) => saved.name)).toEqual(
      ['Revenue'],
    );
  });

  it('keeps each user’s saved reports to that user: others neither list nor delete them', async () => {
    const b = builders(app.t);
    const owner = (await b.user({ roles: ['ADMIN'] })).client;
    const other = (await b.user({ roles: ['ADMIN'] })).client;
    const saved = (await owner.post(SAVED_REPORT_API.list, { name: 'Mine', search })).json();
    expect((await other.get(SAVED_REPORT_API.list)).json()).toEqual([]);
    const taken = await other.send({ method: 'DELETE', url: SAVED_REPORT_API.one(saved.id) });
    expect(taken.statusCode).toBe(404);
    expect(taken.json().messages).toEqual(['Saved report not found']);
    expect((await owner.get(SAVED_REPORT_API.list)).json()).toHaveLength(1);
  });
});
