// The same SQL as an API request, under pgbench (Debian's postgresql-contrib), for the API ÷ SQL ratio.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const oneLine = (statement: string) => statement.replace(/\s+/g, ' ').trim();

/** A pgbench script of one request's statements. */
export const pgbenchScript = (statements: string[]): string =>
  statements.map((statement) => `${oneLine(statement)};`).join('\n');

/** Whether pgbench is on this machine. */
export const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Runs `script` (or each of several, pgbench drawing one per transaction) with `clients` clients for
 * `seconds`; p50/p95 of the transactions' latency in ms.
 */
export function runPgbench(url: string, script: string | string[], clients: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'adcast-pgbench-'));
  try {
    const files = (Array.isArray(script) ? script : [script]).map((text, at) => {
      const file = join(dir, `request-${at}.sql`);
      writeFileSync(file, `${text}\n`);
      return file;
    });
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(clients),
        '-j',
        String(Math.min(clients, 2)),
        '-T',
        String(seconds),
        ...files.flatMap((file) => ['-f', file]),
      ].concat(['-l', '--log-prefix', join(dir, 'tx'), url]),
      { cwd: dir, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}\n${script}`);
    // Each log line: client, transaction, latency in microseconds, script, epoch, microseconds.
    const times = readdirSync(dir)
      .filter((name) => name.startsWith('tx'))
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      tps: Math.round(times.length / seconds),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
