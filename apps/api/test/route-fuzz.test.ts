import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callersOfEveryRole, isErrorBody, parsedBody } from './support/callers';
import { testEngine } from './support/engine';
import { type FuzzCase, fuzzCases, type Operation } from './support/fuzz-cases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every operation of the OpenAPI document, as every role: no answer is a 5xx and every error
 * body is `{code, messages}`. The admin sends every case; each other role a rotating share of
 * them (together they cover every case), which keeps the run short while each scoping path
 * (network, publisher, content owner, read-only) meets odd input.
 */
const SHARE_OF_OTHER_ROLES = 6;

describe(`schema-driven fuzz over every route (${testEngine()}) (issue 6 §5)`, () => {
  let t: TestApp;
  let callers: Caller[];
  beforeAll(async () => {
    t = await createTestApp();
    callers = await callersOfEveryRole(t);
  });
  afterAll(() => t.close());

  it('no 5xx and every error body is {code, messages}, for every route as every role', async () => {
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
        for (const [callerIndex, caller] of callers.entries()) {
          const share =
            callerIndex === 0
              ? cases
              : cases.filter((_c, i) => i % SHARE_OF_OTHER_ROLES === callerIndex % SHARE_OF_OTHER_ROLES);
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
  });
});
