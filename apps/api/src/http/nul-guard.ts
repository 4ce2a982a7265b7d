import { SERVER_MESSAGES } from '@adcast/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** The path (`displayName`, `placementIds.0`) of the first text holding U+0000, or null. */
export function findNulText(root: unknown): string | null {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'text';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: refuse it in any query, path or body value before a route
 * sees it, so a new route cannot forget to.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulText(part);
      if (field !== null) return done(badRequest(SERVER_MESSAGES.nulCharacter(field)));
    }
    done();
  });
}
