import { SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelog } from '../src/db/schema/records';
import { containsText } from '../src/db/search';
import { type Builders, builders } from './support/builders';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

// More changes than a text search keeps in memory (SEARCH_COUNT_CAP), with ties in time, so both
// ways of reading a search are compared with the plain ORDER BY ... LIMIT ... OFFSET query.
const ROWS = 2 * SEARCH_COUNT_CAP + 400;

describe('changelog list: text search pages equal the plain SQL', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  const tag = `Zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
    await t.db.execute(sql`
      insert into changelog (entity_type, entity_id, entity_name, action, before, after, at)
      select (array['VIDEO','COLLECTION'])[1 + g % 2], g, ${tag} || ' Record ' || (g % 1500), 'UPDATE',
        '{}'::jsonb, '{}'::jsonb, timestamptz '2026-01-01' - (g % 700) * interval '1 minute'
      from generate_series(1, ${ROWS}) g`);
  }, 120_000);
  afterAll(() => t.close());

  async function plain(text: string, page: number, size: number, entityType?: string) {
    const where = and(
      containsText(changelog.entityName, text),
      entityType ? eq(changelog.entityType, entityType) : undefined,
    );
    const rows = await t.db
      .select({ id: changelog.id })
      .from(changelog)
      .where(where)
      .orderBy(desc(changelog.at), desc(changelog.id))
      .limit(size)
      .offset(page * size);
    const [total] = await t.db.select({ n: count() }).from(changelog).where(where);
    return { ids: rows.map((row) => row.id), total: total!.n };
  }

  async function listed(text: string, page: number, size: number, entityType?: string) {
    const query = new URLSearchParams({ text, page: String(page), size: String(size) });
    if (entityType) query.set('entityType', entityType);
    const response = await admin.get(`/api/changelog?${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { content: { id: number }[]; totalElements: number };
    return { ids: body.content.map((entry) => entry.id), total: body.totalElements };
  }

  it('a rare term: every page, the last and one past the end, with the exact total', async () => {
    const text = `${tag} record 42`;
    const { total } = await plain(text, 0, 1);
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
    for (const page of [0, 1, Math.floor((total - 1) / 5), Math.ceil(total / 5)]) {
      expect(await listed(text, page, 5)).toEqual(await plain(text, page, 5));
    }
    expect(await listed(text, 0, 7, 'VIDEO')).toEqual(await plain(text, 0, 7, 'VIDEO'));
  });

  it('a term matching more than a search keeps: the walk in time order, the exact total', async () => {
    const { total } = await plain(tag, 0, 1);
    expect(total).toBe(ROWS);
    for (const page of [0, 3, 100, Math.floor((ROWS - 1) / 20)]) {
      expect(await listed(tag, page, 20)).toEqual(await plain(tag, page, 20));
    }
  });

  it('a term nothing matches: an empty page and a zero total', async () => {
    expect(await listed(`${tag} nowhere`, 0, 20)).toEqual({ ids: [], total: 0 });
  });
});
