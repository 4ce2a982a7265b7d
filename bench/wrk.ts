// The C load generator wrk (Debian package `wrk`), for API ÷ SQL ratios: pgbench is C too, so neither
// side of a ratio pays for a JavaScript client sharing the machine's two cores with the server.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './support';

export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** The paths wrk requests in turn, and when they run out it stops (a never-repeated term per request). */
const pathsScript = (pathsFile: string) => `
local paths = {}
for line in io.lines(${JSON.stringify(pathsFile)}) do paths[#paths + 1] = line end
local sent = 0
request = function()
  sent = sent + 1
  return wrk.format(nil, paths[math.min(sent, #paths)])
end
response = function()
  if sent >= #paths then wrk.thread:stop() end
end
`;

const summaryScript = `
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('\\nSUMMARY {"requests":%d,"us":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/**
 * `connections` clients on one wrk thread for `seconds` (or until `paths` run out), with exact
 * percentiles from wrk's own histogram of every response, in milliseconds as `load` answers them.
 */
export function wrkLoad(
  url: string,
  headers: Record<string, string>,
  options: { connections?: number; seconds?: number; paths?: string[] },
): LoadResult {
  const dir = mkdtempSync(join(tmpdir(), 'adcast-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    let lua = summaryScript;
    if (options.paths) {
      writeFileSync(join(dir, 'paths'), `${options.paths.join('\n')}\n`);
      lua = pathsScript(join(dir, 'paths')) + lua;
    }
    writeFileSync(script, lua);
    const connections = options.connections ?? 10;
    const output = execFileSync(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${Math.max(1, Math.round(options.seconds ?? 5))}s`,
        '--timeout',
        '10s',
        '-s',
        script,
        ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
        url,
      ],
      { encoding: 'utf8' },
    );
    const line = output.split('\n').find((text) => text.startsWith('SUMMARY '));
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const summary = JSON.parse(line.slice('SUMMARY '.length)) as Record<string, number>;
    const ms = (us: number) => Math.round(us / 10) / 100;
    const answered = summary.requests! - summary.errors!;
    const none = answered === 0 ? ms(summary.us!) : null;
    return {
      answered,
      rps: Math.round(summary.requests! / (summary.us! / 1e6)),
      p50: none ?? ms(summary.p50!),
      p95: none ?? ms(summary.p95!),
      p99: none ?? ms(summary.p99!),
      errors: summary.errors!,
      non2xx: summary.non2xx!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
