import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

export { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../apps/web/e2e/support/chromium';

export const root = resolve(import.meta.dirname, '..');

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'adcast-bench-'));

/** The port a browser bench serves on: `BENCH_PORT` when set (benches run beside each other), else its own. */
export const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT ?? fallback);

/** Starts a process and resolves once its output contains `readyText`; the time it took is kept. */
export function startUntil(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
  timeoutMs = 120_000,
): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolvePromise({ child, ms: performance.now() - started });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ready:\n${output}`));
    });
  });
}

/** Stops the process and everything it started (npm -> node -> server), then waits for the port to free. */
export async function stop(child: ChildProcess, port?: number): Promise<void> {
  if (child.exitCode === null && child.pid) {
    child.removeAllListeners('exit');
    const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (port !== undefined) await waitUntilFree(port);
}

async function waitUntilFree(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const inUse = await new Promise<boolean>((resolvePromise) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise(true);
      });
      socket.once('error', () => resolvePromise(false));
    });
    if (!inUse) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type LoadResult = {
  /** Responses that came back; with none, p50, p95 and p99 are the run's length (a lower bound). */
  answered: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Responses slower than `slowerThanMs`, when asked. */
  slower?: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Bounded load on loopback only: `connections` clients for `seconds`; exact percentiles of every response. */
export function load(
  url: string,
  headers: Record<string, string>,
  options: {
    connections?: number;
    seconds?: number;
    path?: () => string;
    amount?: number;
    slowerThanMs?: number;
  } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error(`refusing a non-loopback address: ${url}`);
  const times: number[] = [];
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url,
        headers,
        connections: options.connections ?? 10,
        duration: options.seconds ?? 5,
        // At most this many requests (autocannon then ignores the duration).
        ...(options.amount ? { amount: options.amount } : {}),
        // A new path per request (e.g. a never-repeated search term) when asked.
        ...(options.path
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: options.path!() }) }] }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms * 100) / 100;
        const none = times.length === 0 ? round(result.duration * 1000) : null;
        resolvePromise({
          answered: times.length,
          rps: Math.round(result.requests.average),
          p50: none ?? round(percentile(times, 50)),
          p95: none ?? round(percentile(times, 95)),
          p99: none ?? round(percentile(times, 99)),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          ...(options.slowerThanMs !== undefined && {
            slower: times.filter((ms) => ms > options.slowerThanMs!).length,
          }),
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
}

/**
 * `load` in a worker thread: for benches whose app runs in this process, so the client's parsing and
 * timing don't queue behind the server's work on one event loop (requests per path can't cross threads).
 */
export function loadOffThread(
  url: string,
  headers: Record<string, string>,
  options: { connections?: number; seconds?: number; amount?: number } = {},
): Promise<LoadResult> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, headers, options },
    });
    worker.once('message', (result: LoadResult) => {
      resolvePromise(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export function saveResult(name: string, data: unknown): void {
  const dir = join(root, '.bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

export async function signIn(baseUrl: string, email: string, password = 'Demo-pass1!'): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (JSON.parse(await response.text()) as { accessToken: string }).accessToken;
}

/** The next IPC message of this type from a child process (rejects when it exits or the time runs out). */
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
) {
  return new Promise<Extract<M, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${type}' from the bench server in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: M) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}
