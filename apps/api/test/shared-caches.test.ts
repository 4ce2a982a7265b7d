import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { asksOnly, needs } from '../src/http/auth';
import { registerSharedCaches } from '../src/http/shared-caches';

/** What a write forgets of what the server keeps, on one server (no shared epoch, so no database). */
async function appForgetting() {
  const app = Fastify();
  let forgotten = 0;
  registerSharedCaches(app, { db: {} as Db, shared: false, forget: () => forgotten++ });
  app.get('/api/things', async () => ({ ok: true }));
  app.post('/api/things', async (request, reply) =>
    (request.body as { bad?: boolean } | undefined)?.bad
      ? reply.code(400).send({ message: 'bad' })
      : { ok: true },
  );
  app.post('/api/things/ask', { config: { ...needs('FORECAST_READ'), ...asksOnly } }, async () => ({
    ok: true,
  }));
  app.post('/api/things/fail', async (_request, reply) => reply.code(500).send({ message: 'failed' }));
  await app.ready();
  return { app, forgotten: () => forgotten };
}

describe('what a request forgets of the kept reads', () => {
  it('a read and an asking POST forget nothing; a refused write (4xx) forgets nothing', async () => {
    const { app, forgotten } = await appForgetting();
    await app.inject({ method: 'GET', url: '/api/things' });
    await app.inject({ method: 'POST', url: '/api/things/ask', payload: {} });
    const refused = await app.inject({ method: 'POST', url: '/api/things', payload: { bad: true } });
    expect(refused.statusCode).toBe(400);
    expect(forgotten()).toBe(0);
  });

  it('a write that went through, or failed on the server part-way, forgets what is kept', async () => {
    const { app, forgotten } = await appForgetting();
    await app.inject({ method: 'POST', url: '/api/things', payload: {} });
    expect(forgotten()).toBe(1);
    await app.inject({ method: 'POST', url: '/api/things/fail', payload: {} });
    expect(forgotten()).toBe(2);
  });
});
