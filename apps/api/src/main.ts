import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { startTrafficSimulator } from './reports/simulator';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const seeded = config.seedDemo ? await seedDemo(database.db) : false;
const app = await buildApp({ config, db: database.db });
app.addHook('onClose', () => database.close());
// Demo data has traffic: the simulator fills 90 days of report facts in the background, then keeps up.
if (config.seedDemo) {
  const simulator = startTrafficSimulator({ db: database.db, facts: app.deps.facts, log: app.log });
  app.addHook('onClose', async () => {
    simulator.stop();
    await simulator.ready;
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const where = database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pglite')}`;
const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.purpose}`).join('\n');
console.log(
  [
    `Adcast is ready on ${config.publicUrl} (database: ${where}${seeded ? ', demo data seeded' : ''})`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    accounts,
    `API docs: ${config.publicUrl}/api/docs`,
    `ready in ${Math.round(performance.now() - startedAt)} ms`,
  ].join('\n'),
);
