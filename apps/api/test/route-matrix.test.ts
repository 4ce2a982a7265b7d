import { API } from '@adcast/domain/api-paths';
import { permissionsOf } from '@adcast/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse, PERMISSION_MISSING } from '../src/http/auth';
import { type Caller, callersOfEveryRole, parsedBody, plainRequest } from './support/callers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The role x route matrix, generated from what each route declares (config.access) and the
 * domain's permission table: a route added tomorrow is in it the day it lands.
 */
describe('role x route matrix (issue 6 §5)', () => {
  let t: TestApp;
  let callers: Caller[];
  beforeAll(async () => {
    t = await createTestApp();
    callers = await callersOfEveryRole(t);
  });
  afterAll(() => t.close());

  it('every /api route declares who may call it, and every one is in the OpenAPI document', async () => {
    const undeclared = t.app.routes.filter((route) => !route.declared).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const documented = new Set<string>();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const declared = t.app.routes.map(
      (route) => `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`,
    );
    expect(declared.filter((route) => !documented.has(route))).toEqual([]);
    expect(declared.length).toBeGreaterThan(30);
  });

  it('each role is let through exactly the routes its permissions allow; everyone else gets 403', async () => {
    const wrong: string[] = [];
    let requests = 0;
    // Sign-out ends the token it is called with: it is asked last, when the callers need theirs no more.
    const endsSession = (route: { url: string }) => route.url === API.logout;
    const routes = [
      ...t.app.routes.filter((route) => !endsSession(route)),
      ...t.app.routes.filter(endsSession),
    ];
    for (const route of routes) {
      for (const caller of callers) {
        const response = await t.app.inject(plainRequest(route, caller.headers));
        requests++;
        const body = parsedBody(response.body) as { messages?: string[] };
        const refusedByGuard = response.statusCode === 403 && body.messages?.[0] === PERMISSION_MISSING;
        const allowed = mayUse(route.access, permissionsOf(caller.role));
        if (allowed === refusedByGuard || response.statusCode === 401) {
          wrong.push(`${route.method} ${route.url} ${caller.label}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(requests).toBe(t.app.routes.length * callers.length);
  }, 180_000);

  it('every route but the public ones answers 401 without a token', async () => {
    const open = t.app.routes.filter((route) => route.access.kind !== 'public');
    for (const route of open) {
      const response = await t.app.inject(plainRequest(route, {}));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe(1001);
    }
  });
});
