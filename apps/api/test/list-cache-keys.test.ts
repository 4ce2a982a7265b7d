import { ConnectionQuerySchema } from '@adcast/domain/demand/connections';
import { DemandPartnerListFilterSchema } from '@adcast/domain/demand/partners';
import { permissionsOf } from '@adcast/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/list/execute';
import { ReadMemo } from '../src/db/read-memo';
import { connections, demandPartners } from '../src/db/schema/demand';
import type { AuthContext } from '../src/http/auth';
import { CONNECTION } from '../src/modules/demand/connections/connection-record';
import { KEPT_CONNECTION_COUNTS } from '../src/modules/demand/connections/counts';
import { PARTNER } from '../src/modules/demand/partners/partner-record';
import type { AnyRecord, KeptScope, Versioned } from '../src/records/definition';
import { readListPage, readStatusCounts } from '../src/records/list';
import { createTestApp, type TestApp } from './support/test-app';

// Two callers alike in network, mask, publishers and content owners, each seeing one network's rows
// by a rule that reads the user's id: a visibleTo may read any input, and the kept statements and
// remembered counts must still be one caller's alone.
const DESKS = new Map([
  [101, 2],
  [102, 3],
]);
const callerOf = (id: number): AuthContext => ({
  user: {
    id,
    email: `desk${id}@adcast.test`,
    name: `Desk ${id}`,
    enabled: true,
    tokenVersion: 1,
    roles: ['ADMIN'],
    publisherIds: [],
    contentOwnerIds: [],
    network: null,
  },
  mask: { role: 'ADMIN' },
  permissions: permissionsOf('ADMIN'),
});
const networkOfDesk = (auth: AuthContext) => DESKS.get(auth.user.id)!;
const byDesk = (column: AnyPgColumn) => (auth: AuthContext) => eq(column, networkOfDesk(auth));

const PARTNERS_BY_DESK = { ...PARTNER, visibleTo: byDesk(demandPartners.networkId) };
// Without kept counts, which count by network and partner, not by desk.
const CONNECTIONS_BY_DESK = {
  ...CONNECTION,
  visibleTo: byDesk(connections.networkId),
  list: { ...CONNECTION.list, kept: undefined },
};

// Kept counts whose scope reads the desk where the list's does not: they are remembered under
// their own SQL, not the list's.
const KEPT_CONNECTIONS_BY_DESK = {
  ...CONNECTION,
  list: {
    large: true as const,
    kept: {
      ...KEPT_CONNECTION_COUNTS,
      where: (scope: KeptScope) => eq(demandPartners.networkId, networkOfDesk(scope.auth)),
    },
  },
};

type NetworkedDto = Versioned & { network: { id: number; name: string } | null };

const CASES: {
  name: string;
  definition: AnyRecord<NetworkedDto>;
  table: PgTable;
  query: typeof ConnectionQuerySchema | typeof DemandPartnerListFilterSchema;
}[] = [
  {
    name: 'partners',
    definition: PARTNERS_BY_DESK,
    table: demandPartners,
    query: DemandPartnerListFilterSchema,
  },
  { name: 'connections', definition: CONNECTIONS_BY_DESK, table: connections, query: ConnectionQuerySchema },
];

describe('kept list statements and remembered counts belong to the rows a caller selects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const [first, second] = [callerOf(101), callerOf(102)];

  /** Rows per status of one network, counted by hand. */
  async function countsOf(table: PgTable, networkId: number) {
    const rows = await rowsOf<{ status: string; n: number }>(
      t.db,
      sql`select status, count(*)::int as n from ${table} where network_id = ${networkId} group by status`,
    );
    return new Map(rows.map((row) => [row.status, row.n]));
  }

  it("connections: each caller's kept counts are its own, with one read memo for both", async () => {
    const reads = new ReadMemo();
    for (const auth of [first, second]) {
      const query = ConnectionQuerySchema.parse({});
      const counts = await readStatusCounts({ db: t.db, reads, auth }, KEPT_CONNECTIONS_BY_DESK, query);
      const expected = await countsOf(connections, networkOfDesk(auth));
      for (const { status, count } of counts) expect(count, status).toBe(expected.get(status) ?? 0);
    }
  });

  for (const c of CASES) {
    it(`${c.name}: each caller's status counts are its own, with one read memo for both`, async () => {
      const reads = new ReadMemo();
      for (const auth of [first, second]) {
        const counts = await readStatusCounts({ db: t.db, reads, auth }, c.definition, c.query.parse({}));
        const expected = await countsOf(c.table, networkOfDesk(auth));
        expect(counts.length).toBeGreaterThan(0);
        for (const { status, count } of counts) expect(count, status).toBe(expected.get(status) ?? 0);
      }
    });

    it(`${c.name}: each caller's pages are its own, read through the kept statements`, async () => {
      for (const auth of [first, second]) {
        const ctx = { db: t.db, reads: new ReadMemo(), auth };
        const page = await readListPage(ctx, c.definition, c.query.parse({}));
        expect(page.content.length).toBeGreaterThan(0);
        for (const row of page.content) expect(row.network?.id).toBe(networkOfDesk(auth));
      }
    });
  }
});
