import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConnectionQuerySchema } from '@adcast/domain/demand/connections';
import { DemandPartnerListFilterSchema } from '@adcast/domain/demand/partners';
import { PlacementListFilterSchema } from '@adcast/domain/inventory/placements';
import { permissionsOf } from '@adcast/domain/permissions';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../src/db/list/execute';
import { orderOf } from '../src/db/sorting';
import type { AuthContext } from '../src/http/auth';
import { ReadMemo } from '../src/http/read-memo';
import { CONNECTION } from '../src/modules/demand/connections/rows';
import { PARTNER } from '../src/modules/demand/partners/rows';
import { PLACEMENT } from '../src/modules/inventory/placements/rows';
import type { AnyRecord, ListQuery, ParentScope } from '../src/records/definition';
import { listWhere, readListPage, readStatusCounts } from '../src/records/list';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The statements the list reader runs for a page and its status boxes, and the CSV export's, as reviewable SQL in test/sql/*.sql. A change to a query shows up
 * as a diff of those files; UPDATE_SQL_SNAPSHOTS=1 rewrites them after a deliberate change.
 */
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

const identity = { id: 1, email: 'a@b.test', name: 'A', enabled: true, tokenVersion: 1 };
const admin: AuthContext = {
  user: { ...identity, roles: ['ADMIN'], publisherIds: [], contentOwnerIds: [], network: null },
  mask: { role: 'ADMIN' },
  permissions: permissionsOf('ADMIN'),
};
const networkUser: AuthContext = {
  user: {
    ...identity,
    roles: ['ADMIN'],
    publisherIds: [],
    contentOwnerIds: [],
    network: { id: 3, name: 'N' },
  },
  mask: { role: 'ADMIN' },
  permissions: permissionsOf('ADMIN'),
};

type Case = {
  name: string;
  definition: AnyRecord;
  auth: AuthContext;
  query: Record<string, unknown>;
  parent?: ParentScope;
};

const CASES: Case[] = [
  { name: 'partners', definition: PARTNER, auth: admin, query: DemandPartnerListFilterSchema.parse({}) },
  {
    name: 'partners-network-search',
    definition: PARTNER,
    auth: networkUser,
    query: DemandPartnerListFilterSchema.parse({ displayName: 'atlas', sortProperty: 'connectionCount' }),
  },
  { name: 'connections', definition: CONNECTION, auth: admin, query: ConnectionQuerySchema.parse({}) },
  {
    name: 'connections-of-partner-searched',
    definition: CONNECTION,
    auth: networkUser,
    parent: { dpId: 7 },
    query: ConnectionQuerySchema.parse({
      name: 'ctv',
      status: 'ACTIVE,INACTIVE',
      sortProperty: 'demandPartner',
    }),
  },
  {
    name: 'connections-deep-page',
    definition: CONNECTION,
    auth: admin,
    query: ConnectionQuerySchema.parse({ page: 4000, size: 25, networkIds: '1,2' }),
  },
  {
    name: 'placements-picker',
    definition: PLACEMENT,
    auth: admin,
    query: PlacementListFilterSchema.parse({ searchTerm: 'news', publishersIds: '5,6', ids: '1,2,3' }),
  },
];

const dialect = new PgDialect();
const render = (title: string, statement: SQL | { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = 'toSQL' in statement ? statement.toSQL() : dialect.sqlToQuery(statement);
  return `-- ${title}\n${sql};\n-- params: ${JSON.stringify(params)}\n`;
};

/** The statements the list reader runs for one page and the status boxes, and the export's. */
async function snapshotOf(t: TestApp, c: Case): Promise<string> {
  const ctx = { db: t.db, reads: new ReadMemo(), auth: c.auth };
  const query = c.query as ListQuery & Record<string, unknown>;
  const page = await recordStatements(() => readListPage(ctx, c.definition, query, c.parent));
  const counts = await recordStatements(() => readStatusCounts(ctx, c.definition, query, c.parent));
  const exported = c.definition
    .select(t.db)
    .where(listWhere(ctx, c.definition, query, c.parent))
    .orderBy(...orderOf(c.definition.sortKeys, c.definition.table.id, query))
    .limit(500);
  return [
    ...page.map((statement, n) => render(`list page, statement ${n + 1}`, statement)),
    ...counts.map((statement, n) => render(`status counts, statement ${n + 1}`, statement)),
    render('CSV export batch', exported),
  ].join('\n');
}

describe('SQL of the record lists and counts (test/sql/*.sql)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const c of CASES) {
    it(`${c.name}: the statements match test/sql/${c.name}.sql`, async () => {
      const file = resolve(import.meta.dirname, 'sql', `${c.name}.sql`);
      const actual = await snapshotOf(t, c);
      if (UPDATE) writeFileSync(file, actual);
      expect(existsSync(file), `${file} is missing: run with UPDATE_SQL_SNAPSHOTS=1`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  }
});
