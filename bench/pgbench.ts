// The same SQL as an API request, under pgbench (Debian's postgresql-contrib), for the API ÷ SQL ratio.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A term pgbench draws per transaction: `count` terms, the n-th written as SQL over the variable :n. */
export type TermSpace = { count: number; sql: string };

const oneLine = (statement: string) => statement.replace(/\s+/g, ' ').trim();

/** `statement` with the term inside its string literals replaced by the drawn term. */
const withDrawnTerm = (statement: string, term: string, space: TermSpace) =>
  statement.replace(/'(?:[^']|'')*'/g, (literal) =>
    literal.includes(term) ? literal.split(term).join(`' || (${space.sql}) || '`) : literal,
  );

/**
 * A pgbench script of one request's statements. With a term space each transaction draws a term
 * (as the API bench sends a new one per request): the captured statements' term is replaced by it,
 * and, as in the API, the page is only read when the first statement (the total) found rows.
 */
export function pgbenchScript(statements: string[], drawn?: { term: string; space: TermSpace }): string {
  if (!drawn) return statements.map((statement) => `${oneLine(statement)};`).join('\n');
  const lines = statements.map((statement) => oneLine(withDrawnTerm(statement, drawn.term, drawn.space)));
  const total = lines.findIndex((line) => /\) as n$/.test(line));
  const draw = `\\set n random(0, ${drawn.space.count - 1})`;
  if (total === -1 || total === lines.length - 1)
    return [draw, ...lines.map((line) => `${line};`)].join('\n');
  return [
    draw,
    ...lines.slice(0, total).map((line) => `${line};`),
    `${lines[total]} \\gset total_`,
    '\\if :total_n > 0',
    ...lines.slice(total + 1).map((line) => `${line};`),
    '\\endif',
  ].join('\n');
}

/** Whether pgbench is on this machine. */
export const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `script` with `clients` clients for `seconds`; p50/p95 of the transactions' latency in ms. */
export function runPgbench(url: string, script: string, clients: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'adcast-pgbench-'));
  try {
    const file = join(dir, 'request.sql');
    writeFileSync(file, `${script}\n`);
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
        '-f',
        file,
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
