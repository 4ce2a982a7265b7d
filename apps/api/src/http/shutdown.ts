import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Connections accepted whose first request has not been read yet, per server. */
const unread = new WeakMap<Server, { sockets: Set<Socket>; accepted: number }>();
/** The longest a shutdown waits for requests already sent to be read. */
const ARRIVAL_GRACE_MS = 1_000;

/**
 * Remembers which connections have not brought their first request yet. Closing the server closes
 * such "idle" sockets at once, so a request a busy server had not read when the signal came would
 * be reset: `closeGracefully` lets them be read first.
 */
export function trackArrivals(server: Server): void {
  const state = { sockets: new Set<Socket>(), accepted: 0 };
  unread.set(server, state);
  server.on('connection', (socket: Socket) => {
    state.accepted += 1;
    state.sockets.add(socket);
    socket.once('close', () => state.sockets.delete(socket));
  });
  server.on('request', (request) => state.sockets.delete(request.socket));
}

/**
 * Quiet for this many loop turns (no connection accepted, none unread) means every request already
 * sent is in. Counted in turns, not time: each turn passes through the poll phase that accepts
 * and reads, however long the loop was blocked in between.
 */
const QUIET_TURNS = 10;

/** Waits (within the grace) until no connection has been accepted for a while and each accepted one has been read. */
async function letArrivalsIn(server: Server, graceMs: number): Promise<void> {
  const state = unread.get(server);
  if (!state) return;
  const deadline = Date.now() + graceMs;
  let accepted = state.accepted;
  let quietTurns = 0;
  while (quietTurns < QUIET_TURNS && Date.now() < deadline) {
    await sleep(5);
    const quiet = state.accepted === accepted && state.sockets.size === 0;
    quietTurns = quiet ? quietTurns + 1 : 0;
    accepted = state.accepted;
  }
}

/**
 * Stops taking connections, lets the requests already sent finish, then closes the database.
 * Connections the kernel or Node has accepted but whose request is not read yet (PGlite keeps the
 * event loop busy) would be reset by closing the listener at once, so they are read first (at most
 * a second). Past `timeoutMs` the remaining sockets are cut. Resolves to whether everything finished.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: { close(): Promise<void> },
  timeoutMs: number,
): Promise<boolean> {
  await letArrivalsIn(app.server, Math.min(ARRIVAL_GRACE_MS, timeoutMs / 4));
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const closed = app.close().then(() => true);
  const clean = await Promise.race([closed, overdue]);
  clearTimeout(timer);
  if (!clean) {
    app.server.closeAllConnections();
    await closed;
  }
  await database.close();
  return clean;
}
