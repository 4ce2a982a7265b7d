import { freshDataDir, load, saveResult, signIn, startUntil, stop } from './support';

/** GET /api/users/me under autocannon, against a bare Fastify route in the same run. */
export async function measureMeThroughput(seconds = 10) {
  const apiPort = 8197;
  const barePort = 8198;
  const api = await startUntil(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/main.ts'],
    { PORT: String(apiPort), DATA_DIR: freshDataDir(), LOG_LEVEL: 'warn' },
    'Adcast is ready',
  );
  const bare = await startUntil(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { PORT: String(barePort) },
    'bare ready',
  );
  try {
    const token = await signIn(`http://127.0.0.1:${apiPort}`, 'admin@adcast.test');
    const headers = { authorization: `Bearer ${token}` };
    await load(`http://127.0.0.1:${apiPort}/api/users/me`, headers, { seconds: 2 });
    await load(`http://127.0.0.1:${barePort}/bare`, {}, { seconds: 2 });
    const bareResult = await load(`http://127.0.0.1:${barePort}/bare`, {}, { seconds });
    const me = await load(`http://127.0.0.1:${apiPort}/api/users/me`, headers, { seconds });
    const result = { bare: bareResult, me, ratio: Math.round((me.rps / bareResult.rps) * 100) / 100 };
    saveResult('me-throughput', result);
    return result;
  } finally {
    await stop(api.child);
    await stop(bare.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureMeThroughput());
