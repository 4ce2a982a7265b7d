import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import { changelog } from '../../src/db/schema/records';
import { createTestApp, DEMO, type TestApp } from './test-app';

/** Every status, for lists that should show archived and inactive rows too. */
export const ALL_STATUSES = 'status=ACTIVE,INACTIVE,ARCHIVED';

export type Row = { id: number; name?: string; status: string; version: number; [key: string]: unknown };
export type PageBody<T = Row> = { content: T[]; totalElements: number };

export const ids = (body: { content: { id: number }[] }) => body.content.map((row) => row.id);

export async function rowCount(t: TestApp, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export const changelogCount = (t: TestApp, entityType: string, entityId?: number) =>
  rowCount(
    t,
    changelog,
    and(
      eq(changelog.entityType, entityType),
      entityId === undefined ? undefined : eq(changelog.entityId, entityId),
    ),
  );

/** The latest changelog rows of one row, newest first. */
export const changesOf = (t: TestApp, entityType: string, entityId: number) =>
  t.db
    .select()
    .from(changelog)
    .where(and(eq(changelog.entityType, entityType), eq(changelog.entityId, entityId)))
    .orderBy(changelog.id)
    .then((rows) => rows.reverse());

/** Status counts as a map, for reading. */
export const countsOf = (body: { status: string; count: number }[]) =>
  Object.fromEntries(body.map(({ status, count: n }) => [status, n])) as Record<EntityStatus, number>;

export type Client = Awaited<ReturnType<TestApp['as']>>;

/** A fresh copy of the demo database for one describe block, with an admin client on it. */
export function useDemoApp(): { t: TestApp; admin: Client } {
  const app = {} as { t: TestApp; admin: Client };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.admin = await app.t.as(DEMO.admin);
  });
  afterAll(() => app.t.close());
  return app;
}
