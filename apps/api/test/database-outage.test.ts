import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/list/execute';
import { testDatabaseUrl, testEngine } from './support/engine';
import { freshDatabase, testConfig } from './support/test-app';

/** The API's connections to its database, ended by the server as a restart or failover would. */
async function endConnections(admin: pg.Client, database: string): Promise<number> {
  const ended = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return ended.rowCount ?? 0;
}

// PGlite runs in the process and has no connections to lose.
describe.skipIf(testEngine() !== 'postgres')('the database going away (issue 30)', () => {
  it('ended connections cost no more than the requests in flight: health says 503 while the database is away and the API recovers by itself', async () => {
    const errors: Error[] = [];
    let heard: () => void = () => {};
    const database = await freshDatabase({
      onConnectionError: (error) => {
        errors.push(error);
        heard();
      },
    });
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      const health = () => app.inject({ method: 'GET', url: '/api/health' });
      // Warm several pooled connections, then let the server end every one while they sit idle.
      await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      const [current] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
      const name = current!.name;
      let ended = Number.POSITIVE_INFINITY;
      const allHeard = new Promise<void>((resolve) => {
        heard = () => errors.length >= ended && resolve();
      });
      ended = await endConnections(admin, name);
      expect(ended).toBeGreaterThan(1);
      heard();
      await allHeard;

      expect((await health()).json()).toEqual({ status: 'ok', database: 'up' });

      await admin.query(`alter database ${name} allow_connections false`);
      await endConnections(admin, name);
      const away = await health();
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({ code: expect.any(Number), messages: ['The database is not reachable'] });

      await admin.query(`alter database ${name} allow_connections true`);
      expect((await health()).statusCode).toBe(200);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await admin.query('select 1');
      await app.close();
      await admin.end();
      await database.close();
    }
  });
});
