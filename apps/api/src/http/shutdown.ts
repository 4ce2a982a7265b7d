import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Stops taking connections, lets the requests already received finish, then closes the
 * database. Connections the kernel has accepted but Node has not picked up yet would be reset
 * by closing the listener at once (PGlite keeps the event loop busy), so a few loop turns pass
 * first. Past `timeoutMs` the remaining sockets are cut. Resolves to whether everything finished.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: { close(): Promise<void> },
  timeoutMs: number,
): Promise<boolean> {
  for (let turn = 0; turn < 3; turn++) await nextTurn();
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
