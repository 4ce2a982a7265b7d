import { freshDataDir, saveResult, startUntil, stop } from './support';

/** `npm start` to ready: first start on an empty data dir (migrate + seed), then a restart on it. */
export async function measureStartTime() {
  const dataDir = freshDataDir();
  const env = { PORT: '8196', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const timings: Record<string, number> = {};
  for (const run of ['firstStartMs', 'restartMs']) {
    const started = await startUntil('npm', ['start'], env, 'Adcast is ready');
    timings[run] = Math.round(started.ms);
    await stop(started.child, 8196);
  }
  saveResult('start-time', timings);
  return timings;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureStartTime());
