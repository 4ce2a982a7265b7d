import { permissionsOf } from '@adcast/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse } from '../src/http/auth';
import { type Caller, callersOfEveryRole, isErrorBody, parsedBody } from './support/callers';
import { testEngine } from './support/engine';
import { type FuzzCase, fuzzCases, type Operation } from './support/fuzz-cases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every operation of the OpenAPI document, as every role: no answer is a 5xx and every error
 * body is `{code, messages}`. Every role sends the plausible request of every operation; the odd
 * cases of an operation are dealt round-robin among the roles its declared access lets through,
 * so each case reaches a handler once and each scoping path (network, publisher, content owner,
 * read-only) meets odd input, without sending thousands of requests only the guard reads.
 */
describe(`schema-driven fuzz over every route (${testEngine()}) (issue 6 §5)`, () => {
  let t: TestApp;
  let callers: Caller[];
  beforeAll(async () => {
    t = await createTestApp();
    callers = await callersOfEveryRole(t);
  });
  afterAll(() => t.close());

  // A bound against a hang, not a measure: the run takes a few seconds per thousand requests.
  it('no 5xx and every error body is {code, messages}, for every route as every role', {
    timeout: 300_000,
  }, async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const send = (method: string, fuzz: FuzzCase, headers: Record<string, string>) =>
      t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: fuzz.url,
        headers: fuzz.rawBody !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(method === 'get'
          ? {}
          : fuzz.rawBody !== undefined
            ? { payload: fuzz.rawBody }
            : {
                payload: JSON.stringify(fuzz.payload ?? null),
                headers: { ...headers, 'content-type': 'application/json' },
              }),
      });

    const failures: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const cases = fuzzCases(path, operation);
        const declared = t.app.routes.find(
          (route) => route.method === method.toUpperCase() && route.url.replace(/:(\w+)/g, '{$1}') === path,
        );
        const admitted = callers.filter(
          (caller) => !declared || mayUse(declared.access, permissionsOf(caller.role)),
        );
        for (const caller of callers) {
          const dealt = admitted.indexOf(caller);
          const share = cases.filter(
            (fuzz, index) => fuzz.name === 'plausible' || (dealt >= 0 && index % admitted.length === dealt),
          );
          for (const fuzz of share) {
            const response = await send(method, fuzz, caller.headers);
            requests++;
            if (response.statusCode >= 500) serverErrors++;
            const body = parsedBody(response.body);
            if (response.statusCode >= 500 || (response.statusCode >= 400 && !isErrorBody(body))) {
              failures.push(
                `${method.toUpperCase()} ${path} [${fuzz.name}] ${caller.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    console.info(`fuzz (${testEngine()}): ${requests} requests, ${serverErrors} answers of 5xx`);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(requests).toBeGreaterThan(2_000);
    expect(serverErrors).toBe(0);
  });
});
