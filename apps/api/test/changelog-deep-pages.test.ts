import { LIST_COUNT_CAP } from '@adcast/domain/paging';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changelog } from '../src/db/schema/records';
import { builders } from './support/builders';
import { useDemoApp } from './support/demand';

// More changes than a list counts (LIST_COUNT_CAP), many sharing their time, so deep pages are
// read past a capped total as well as from the far end of an exact one.
const ROWS = LIST_COUNT_CAP + 600;
const DAY = '2024-02-29';

describe('changelog list: deep pages equal ORDER BY ... OFFSET', () => {
  const app = useDemoApp();
  let authorId: number;

  beforeAll(async () => {
    authorId = (await builders(app.t).user({ roles: ['DESIGNER'] })).id;
    await app.t.db.execute(sql`
      insert into changelog (entity_type, entity_id, entity_name, action, user_id, before, after, at)
      select (array['VIDEO','COLLECTION'])[1 + g % 2], g, 'Deep ' || g, 'UPDATE',
        case when g % 3 = 0 then ${authorId}::int else null end, '{}'::jsonb, '{}'::jsonb,
        timestamptz '2024-03-01' - (g % 2000) * interval '1 minute'
      from generate_series(1, ${ROWS}) g`);
  }, 120_000);

  type Filter = { entityType?: string; userId?: number; day?: string };

  function whereOf(filter: Filter): SQL | undefined {
    const from = filter.day ? new Date(`${filter.day}T00:00:00Z`) : undefined;
    return and(
      filter.entityType ? eq(changelog.entityType, filter.entityType) : undefined,
      filter.userId !== undefined ? eq(changelog.userId, filter.userId) : undefined,
      from ? gte(changelog.at, from) : undefined,
      from ? lt(changelog.at, new Date(from.getTime() + 86_400_000)) : undefined,
    );
  }

  async function offsetPage(filter: Filter, page: number, size: number) {
    const rows = await app.t.db
      .select({ id: changelog.id })
      .from(changelog)
      .where(whereOf(filter))
      .orderBy(desc(changelog.at), desc(changelog.id))
      .limit(size)
      .offset(page * size);
    const [total] = await app.t.db.select({ n: count() }).from(changelog).where(whereOf(filter));
    return { ids: rows.map((row) => row.id), total: total!.n };
  }

  async function listed(filter: Filter, page: number, size: number) {
    const query = new URLSearchParams({ page: String(page), size: String(size) });
    if (filter.entityType) query.set('entityType', filter.entityType);
    if (filter.userId !== undefined) query.set('userId', String(filter.userId));
    if (filter.day) {
      query.set('dateFrom', filter.day);
      query.set('dateTo', filter.day);
    }
    const response = await app.admin.get(`/api/changelog?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { content: { id: number }[]; totalElements: number; totalCapped?: true };
  }

  /** The pages, in this order (a deep page first, then its neighbours from the anchors it left). */
  async function expectOffsetPages(filter: Filter, pages: number[], size: number) {
    for (const page of pages) {
      const expected = await offsetPage(filter, page, size);
      const body = await listed(filter, page, size);
      expect(body.content.map((entry) => entry.id)).toEqual(expected.ids);
      // A capped total is a lower bound past the cap; a page that reached the end knows it exactly.
      if (body.totalCapped) expect(body.totalElements).toBeGreaterThanOrEqual(LIST_COUNT_CAP);
      else expect(body.totalElements).toBe(expected.total);
      expect(body.totalElements).toBeLessThanOrEqual(expected.total);
    }
  }

  it('newest first: page 500 and its neighbours past the capped total, and the last pages', async () => {
    const { total } = await offsetPage({}, 0, 1);
    expect(total).toBeGreaterThan(LIST_COUNT_CAP);
    const last = Math.floor((total - 1) / 20);
    await expectOffsetPages({}, [500, 499, 501, 250, last, last + 1], 20);
    const body = await listed({}, 500, 20);
    expect(body).toMatchObject({ totalCapped: true });
    expect(body.totalElements).toBeGreaterThan(500 * 20);
  });

  it('by entity type: deep pages from both ends of an exact total', async () => {
    const filter = { entityType: 'VIDEO' };
    const { total } = await offsetPage(filter, 0, 1);
    expect(total).toBeLessThan(LIST_COUNT_CAP);
    const last = Math.floor((total - 1) / 20);
    await expectOffsetPages(filter, [150, 151, 149, 60, last - 1, last, last + 1], 20);
  });

  it('by user, by day, and both with the type: deep pages', async () => {
    await expectOffsetPages({ userId: authorId }, [120, 121, 70, 30], 25);
    await expectOffsetPages({ day: DAY }, [100, 101, 40], 25);
    await expectOffsetPages({ entityType: 'COLLECTION', userId: authorId, day: DAY }, [20, 10, 3], 10);
  });
});
