import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Connections accepted whose first request has not been read yet, and how many connections and requests came, per server. */
const unread = new WeakMap<Server, { sockets: Set<Socket>; accepted: number; requests: number }>();
/** The longest a shutdown waits for requests already sent to be read. */
const ARRIVAL_GRACE_MS = 1_000;

/**
 * Remembers which connections have not brought their first request yet. Closing the server closes
 * such "idle" sockets at once, so a request a busy server had not read when the signal came would
 * be reset: `closeGracefully` lets them be read first.
 */
export function trackArrivals(server: Server): void {
  const state = { sockets: new Set<Socket>(), accepted: 0, requests: 0 };
  unread.set(server, state);
  server.on('connection', (socket: Socket) => {
    state.accepted += 1;
    state.sockets.add(socket);
    socket.once('close', () => state.sockets.delete(socket));
  });
  server.on('request', (request) => {
    state.requests += 1;
    state.sockets.delete(request.socket);
  });
}

/**
 * Quiet for this many loop turns (no connection accepted, none unread) means every request already
 * sent is in. Counted in turns, not time: each turn passes through the poll phase that accepts
 * and reads, however long the loop was blocked in between.
 */
const QUIET_TURNS = 10;

/**
 * Waits (within the grace) until no connection has been accepted (nor, with `requests`, any request
 * read) for a while and each accepted connection has been read.
 */
async function letArrivalsIn(server: Server, graceMs: number, requests = false): Promise<void> {
  const state = unread.get(server);
  if (!state) return;
  const deadline = Date.now() + graceMs;
  const seen = () => state.accepted + (requests ? state.requests : 0);
  let arrived = seen();
  let quietTurns = 0;
  while (quietTurns < QUIET_TURNS && Date.now() < deadline) {
    await sleep(5);
    const quiet = seen() === arrived && state.sockets.size === 0;
    quietTurns = quiet ? quietTurns + 1 : 0;
    arrived = seen();
  }
}

/**
 * Keeps closing the server from ending its idle kept-alive connections at once: one of them may
 * hold a request the busy loop has not read yet. Answers the server's own way of ending them, for
 * when every request sent has been read.
 */
function holdIdleConnections(server: Server): () => void {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  return closeIdle;
}

/**
 * Stops taking connections, lets the requests already sent finish, then closes the database.
 * Connections the kernel or Node has accepted but whose request is not read yet (PGlite keeps the
 * event loop busy) would be reset by closing the listener at once, so they are read first (at most
 * a second); so are the next requests of kept-alive connections, answered with Connection: close.
 * Past `timeoutMs` the remaining sockets are cut. Resolves to whether everything finished.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: { close(): Promise<void> },
  timeoutMs: number,
): Promise<boolean> {
  const grace = Math.min(ARRIVAL_GRACE_MS, timeoutMs / 4);
  await letArrivalsIn(app.server, grace);
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const closeIdle = holdIdleConnections(app.server);
  // From here every answer says Connection: close and no connection is taken; kept-alive ones
  // bring in what they already sent before the idle ones are ended.
  const closed = app.close().then(() => true);
  await letArrivalsIn(app.server, grace, true);
  closeIdle();
  const clean = await Promise.race([closed, overdue]);
  clearTimeout(timer);
  if (!clean) {
    app.server.closeAllConnections();
    await closed;
  }
  await database.close();
  return clean;
}
