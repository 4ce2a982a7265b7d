import { readdirSync, readFileSync } from 'node:fs';
import { freshDataDir, saveResult, startUntil, stop } from './support';

/**
 * The embedded default's resident memory once idle: `npm start` (PGlite, demo data and traffic) on an
 * empty data folder, read `--minutes` after it is ready (default 5). The server's RSS is read from
 * /proc, with its split into anonymous memory (heaps: V8, PGlite's WASM, DuckDB) and mapped files
 * (node's binary and the native libraries it loaded).
 */
const minutes = Number(process.argv[process.argv.indexOf('--minutes') + 1] || 5);
const port = 8197;

function kb(status: string, key: string): number {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

/** The server: the process under `npm start` whose command line runs scripts/start.mjs. */
function serverPid(npmPid: number): number {
  const parentOf = (pid: string) =>
    Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  const descends = (pid: string): boolean => {
    for (let at = Number(pid); at > 1; at = parentOf(String(at))) if (at === npmPid) return true;
    return false;
  };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('scripts/start.mjs') && descends(pid)) return Number(pid);
    } catch {
      // The process ended while the table was read.
    }
  }
  throw new Error('the server process was not found');
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(kb(status, key) / 1024);
  return { rssMb: mb('VmRSS'), anonMb: mb('RssAnon'), fileMb: mb('RssFile'), peakMb: mb('VmHWM') };
}

export async function measureIdleMemory() {
  const env = { PORT: String(port), DATA_DIR: freshDataDir(), LOG_LEVEL: 'warn' };
  const started = await startUntil('npm', ['start'], env, 'Adcast is ready', 600_000);
  const pid = serverPid(started.child.pid ?? 0);
  const samples: Array<{ minute: number } & ReturnType<typeof memoryOf>> = [];
  for (let minute = 0; minute <= minutes; minute++) {
    samples.push({ minute, ...memoryOf(pid) });
    console.log(JSON.stringify(samples.at(-1)));
    if (minute < minutes) await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
  await stop(started.child, port);
  const last = samples.at(-1);
  const result = { minutes, ...last, samples };
  saveResult('idle-memory', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureIdleMemory());
