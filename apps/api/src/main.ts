import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { closeGracefully } from './http/shutdown';
import { mediaToolsMissingMessage, missingMediaTools } from './media/ffmpeg/tools-check';
import { scheduleAlerts } from './modules/alerts/alert-job';
import { scheduleHealthRefresh } from './modules/campaigns/line-items/line-item-health';
import { scheduleDecisionSweep } from './modules/inventory/tags/decision-log';
import { scheduleSupplyChainFlags } from './modules/supply-chain/flag-refresh';
import { scheduleSellersJsonRefetch } from './modules/supply-chain/sellers-json-refetch';
import { startTrafficSimulator } from './reports/simulator';
import { seedDemo } from './seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

const startedAt = performance.now();
const config = loadConfig();
const ENDED = 'a database connection ended; the next query opens a new one';
let connectionEnded = (error: Error) => console.warn(`${ENDED}: ${error.message}`);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  sharedBuffers: config.pgliteSharedBuffers,
  onConnectionError: (error) => connectionEnded(error),
});
await database.migrate();
const seeded = config.seedDemo ? await seedDemo(database.db) : false;
const app = await buildApp({ config, db: database.db, sharedDatabase: database.engine === 'postgres' });
connectionEnded = (error) => app.log.warn({ err: error }, ENDED);
// Demo data has traffic: the simulator fills 90 days of report facts in the background, then keeps up.
if (config.demoTraffic) {
  const simulator = startTrafficSimulator({ db: database.db, facts: app.deps.facts, log: app.log });
  app.addHook('onClose', async () => {
    simulator.stop();
    await simulator.ready;
  });
}

// The first SIGTERM or SIGINT drains and exits 0; a second one exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    closeGracefully(app, database, config.timeouts.shutdownMs).then(
      (clean) => process.exit(clean ? 0 : 1),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

const missingTools = await missingMediaTools();
if (missingTools.length > 0) app.log.warn(mediaToolsMissingMessage(missingTools));
await app.deps.adsTxt.scheduleRecrawl();
await scheduleHealthRefresh(app.deps);
await scheduleDecisionSweep(app.deps);
await scheduleAlerts(app.deps);
await scheduleSellersJsonRefetch(app.deps);
await scheduleSupplyChainFlags(app.deps);
await app.deps.jobs.start();
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
