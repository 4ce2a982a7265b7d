import { ConnectionQuerySchema } from '@adcast/domain/demand/connections';
import {
  DEMAND_PARTNER_SORT_PROPERTIES,
  DemandPartnerListFilterSchema,
} from '@adcast/domain/demand/partners';
import { LIST_COUNT_CAP } from '@adcast/domain/paging';
import { permissionsOf } from '@adcast/domain/permissions';
import { and, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../src/db/list/execute';
import { ReadMemo } from '../src/db/read-memo';
import { demandPartners } from '../src/db/schema/demand';
import { containsText } from '../src/db/search';
import { orderOf } from '../src/db/sorting';
import type { AuthContext } from '../src/http/auth';
import { CONNECTION } from '../src/modules/demand/connections/connection-record';
import { PARTNER } from '../src/modules/demand/partners/partner-record';
import { readListPage } from '../src/records/list';
import { createTestApp, type TestApp } from './support/test-app';

const identity = { id: 1, email: 'a@b.test', name: 'A', enabled: true, tokenVersion: 1 };
const admin: AuthContext = {
  user: { ...identity, roles: ['ADMIN'], publisherIds: [], contentOwnerIds: [], network: null },
  mask: { role: 'ADMIN' },
  permissions: permissionsOf('ADMIN'),
};
const ALL_STATUSES = 'ACTIVE,INACTIVE,ARCHIVED';
const dialect = new PgDialect();

// Partners declare nothing of their list: they are read by the plain reader. Connections are
// declared large and keep their walks.
describe('a list not declared large: one statement per page after a capped count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ctx = () => ({ db: t.db, reads: new ReadMemo(), auth: admin });
  const statementsOf = async (work: () => Promise<unknown>) =>
    (await recordStatements(work)).map((ran) => dialect.sqlToQuery(ran.statement).sql);

  it('reads a page of partners in two statements, the count and the page, with no walk', async () => {
    const statements = await statementsOf(() =>
      readListPage(ctx(), PARTNER, DemandPartnerListFilterSchema.parse({})),
    );
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('count(*)');
    expect(statements.join('\n')).not.toContain('row_number()');
  });

  it('still walks a large list (connections)', async () => {
    const statements = await statementsOf(() =>
      readListPage(ctx(), CONNECTION, ConnectionQuerySchema.parse({})),
    );
    expect(statements.join('\n')).toContain('row_number()');
  });

  /** The page as a plain ORDER BY ... LIMIT ... OFFSET reads it. */
  async function offsetPage(query: ReturnType<typeof DemandPartnerListFilterSchema.parse>) {
    const rows = await t.db
      .select({ id: demandPartners.id })
      .from(demandPartners)
      .where(
        and(
          query.status?.length ? inArray(demandPartners.status, query.status) : undefined,
          query.displayName ? containsText(demandPartners.displayName, query.displayName) : undefined,
        ),
      )
      .orderBy(...orderOf(PARTNER.sortKeys, demandPartners.id, query))
      .limit(query.size)
      .offset(query.page * query.size);
    return rows.map((row) => row.id);
  }

  it.each(
    DEMAND_PARTNER_SORT_PROPERTIES.flatMap((property) => [
      [property, 'asc'] as const,
      [property, 'desc'] as const,
    ]),
  )(
    'sorted by %s %s, every page (those past the middle read from the end) equals the OFFSET query',
    async (sortProperty, sortDirection) => {
      const first = await readListPage(
        ctx(),
        PARTNER,
        DemandPartnerListFilterSchema.parse({ status: ALL_STATUSES }),
      );
      const pages = Math.ceil(first.totalElements / 2);
      expect(pages).toBeGreaterThan(2);
      for (let page = 0; page <= pages; page++) {
        const query = DemandPartnerListFilterSchema.parse({
          status: ALL_STATUSES,
          sortProperty,
          sortDirection,
          page,
          size: 2,
        });
        const read = await readListPage(ctx(), PARTNER, query);
        expect(
          read.content.map((row) => row.id),
          `page ${page}`,
        ).toEqual(await offsetPage(query));
        expect(read.totalElements).toBe(first.totalElements);
      }
    },
  );

  it('past the count cap the total is a lower bound that grows with the pages read, and a searched page matches', async () => {
    await t.db.execute(sql`
      insert into demand_partners (display_name, integration_type, status)
      select 'Plain Partner ' || g, 'ORTB', 'ACTIVE' from generate_series(1, ${LIST_COUNT_CAP + 5}) g`);
    const first = await readListPage(ctx(), PARTNER, DemandPartnerListFilterSchema.parse({}));
    expect(first).toMatchObject({ totalElements: LIST_COUNT_CAP, totalCapped: true });
    const deep = DemandPartnerListFilterSchema.parse({ page: LIST_COUNT_CAP / 10, size: 10 });
    const beyond = await readListPage(ctx(), PARTNER, deep);
    expect(beyond.content.map((row) => row.id)).toEqual(await offsetPage(deep));
    expect(beyond.totalElements).toBeGreaterThan(LIST_COUNT_CAP);
    const searched = DemandPartnerListFilterSchema.parse({
      displayName: 'partner 99',
      sortDirection: 'desc',
    });
    expect((await readListPage(ctx(), PARTNER, searched)).content.map((row) => row.id)).toEqual(
      await offsetPage(searched),
    );
  });
});
