import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import { bumpCacheEpoch, readCacheEpoch } from '../db/cache-epoch';
import type { Db } from '../db/client';

/** The reads that answer from what is kept: the API, and the VAST tag (its compiled line items), not its beacons. */
const readsKeptValues = (url: string) => url.startsWith('/api/') || /^\/tag\/vast\/\d+(\?|$)/.test(url);

/**
 * A POST that only asks (a query too large for a URL, such as a forecast) says so in its config
 * (`asksOnly`), and forgets nothing.
 */
const onlyReads = (route: RouteOptions) => route.config?.asksOnly === true;

/** A write refused for its input or its caller's rights changed nothing (its transaction rolled back). */
const refused = (reply: FastifyReply) => reply.statusCode >= 400 && reply.statusCode < 500;

/**
 * Keeps what this server remembers (counts, identities, checked tokens) true: a write forgets it
 * here; and when several servers share the database (`shared`), a write served here forgets locally and moves the shared epoch on before
 * the caller hears back; every read first looks at the epoch and forgets when another server moved
 * it. So a write answered by one server is seen by the next request to any other.
 */
export function registerSharedCaches(
  app: FastifyInstance,
  deps: { db: Db; shared: boolean; forget: () => void },
): void {
  let seen: bigint | null = null;
  const forgetAll = () => {
    deps.forget();
    seen = null;
  };
  app.addHook('onRequest', async (request) => {
    if (!deps.shared) return;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !readsKeptValues(request.url)) return;
    try {
      const epoch = await readCacheEpoch(deps.db);
      if (seen !== epoch) deps.forget();
      seen = epoch;
    } catch {
      // The database is away: nothing kept can be trusted, and the route answers for itself.
      forgetAll();
    }
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD') || onlyReads(route)) return;
    const own = route.onSend ?? [];
    const moveOn = async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      if (refused(reply)) return payload;
      deps.forget();
      if (!deps.shared) return payload;
      try {
        seen = await bumpCacheEpoch(deps.db);
      } catch {
        forgetAll();
      }
      return payload;
    };
    route.onSend = [...(Array.isArray(own) ? own : [own]), moveOn];
  });
}
