// The floor server (bench/floor-server.ts) as the list bench drives it: started beside the API on
// PostgreSQL, given each variant's captured statements, loaded like the API.
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { type LoadResult, nextMessage, root } from './support';

export type FloorMessage = { type: 'scripts'; variant: number; scripts: string[][] } | { type: 'stop' };
export type FloorReply = { type: 'ready'; port: number } | { type: 'stored'; variant: number };

export type Floor = { child: ChildProcess; base: string; stop: () => void };

type Load = (
  url: string,
  headers: Record<string, string>,
  options: { seconds: number; path?: () => string; amount?: number },
) => Promise<LoadResult>;

export async function startFloor(databaseUrl: string): Promise<Floor> {
  const child = fork(join(root, 'bench/floor-server.ts'), ['--url', databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage<FloorReply, 'ready'>(child, 'ready', 60_000);
  return {
    child,
    base: `http://127.0.0.1:${ready.port}`,
    stop: () => child.send({ type: 'stop' } satisfies FloorMessage),
  };
}

/**
 * The same statements as a variant's requests (`scripts`, one list per request shape), each
 * request's run by the bare route under the same load generator and clients as the API: a plain
 * variant warmed up as the API is and loaded for `seconds`; a search (`requests` never-repeated
 * terms) over as many requests as the API's, one captured script each in turn.
 */
export async function floorLoad(
  floor: Floor,
  variant: number,
  scripts: string[][],
  load: Load,
  run: { seconds: number; requests?: number | undefined },
): Promise<LoadResult | undefined> {
  if (scripts.length === 0) return undefined;
  floor.child.send({ type: 'scripts', variant, scripts } satisfies FloorMessage);
  await nextMessage<FloorReply, 'stored'>(floor.child, 'stored', 60_000);
  const url = `${floor.base}/floor/${variant}`;
  if (!run.requests) {
    await load(url, {}, { seconds: 1 });
    return load(url, {}, { seconds: run.seconds });
  }
  let n = 0;
  return load(
    url,
    {},
    { seconds: run.seconds, path: () => `/floor/${variant}?n=${n++}`, amount: run.requests },
  );
}
