import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConnectionQuerySchema } from '@adcast/domain/demand/connections';
import { DemandPartnerListFilterSchema } from '@adcast/domain/demand/partners';
import { PlacementListFilterSchema } from '@adcast/domain/inventory/placements';
import { permissionsOf } from '@adcast/domain/permissions';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/http/auth';
import { CONNECTION } from '../src/modules/demand/connections/connection-record';
import { PARTNER } from '../src/modules/demand/partners/partner-record';
import { PLACEMENT } from '../src/modules/inventory/placements/placement-record';
import type { AnyRecord, ParentScope } from '../src/records/definition';
import { listStatements } from '../src/records/list';

/**
 * The list and count statements as reviewable SQL in test/sql/*.sql. A change to a query shows up
 * as a diff of those files; UPDATE_SQL_SNAPSHOTS=1 rewrites them after a deliberate change.
 */
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

// Statements are only built, never run: the pool never connects.
const db = drizzle(new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/unused' }));

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
  deep?: boolean;
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
    deep: true,
    query: ConnectionQuerySchema.parse({ page: 4000, size: 25, networkIds: '1,2' }),
  },
  {
    name: 'placements-picker',
    definition: PLACEMENT,
    auth: admin,
    query: PlacementListFilterSchema.parse({ searchTerm: 'news', publishersIds: '5,6', ids: '1,2,3' }),
  },
  {
    name: 'placements-by-publisher-deep-page',
    definition: PLACEMENT,
    auth: networkUser,
    deep: true,
    query: PlacementListFilterSchema.parse({ page: 4000, size: 25, sortProperty: 'publisher' }),
  },
];

const dialect = new PgDialect();
const render = (title: string, statement: SQL) => {
  const { sql, params } = dialect.sqlToQuery(statement);
  return `-- ${title}\n${sql};\n-- params: ${JSON.stringify(params)}\n`;
};

function snapshotOf(c: Case): string {
  const ctx = { db, auth: c.auth };
  const query = c.query as Parameters<typeof listStatements>[2];
  const window = c.deep
    ? { limit: 25, offset: 1000, reversed: true }
    : { limit: query.size, offset: query.page * query.size, reversed: false };
  const statements = listStatements(ctx, c.definition, query, c.parent, window);
  return [
    render(
      statements.page.walk ? 'page ids (list reader walk)' : 'page (one statement)',
      statements.page.statement,
    ),
    render('total', statements.total),
    render('status counts', statements.statusCounts),
  ].join('\n');
}

describe('SQL of the record lists and counts (test/sql/*.sql)', () => {
  for (const c of CASES) {
    it(`${c.name}: the statements match test/sql/${c.name}.sql`, () => {
      const file = resolve(import.meta.dirname, 'sql', `${c.name}.sql`);
      const actual = snapshotOf(c);
      if (UPDATE) writeFileSync(file, actual);
      expect(existsSync(file), `${file} is missing: run with UPDATE_SQL_SNAPSHOTS=1`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  }
});
