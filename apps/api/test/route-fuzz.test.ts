import { permissionsOf } from '@adcast/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mayUse } from '../src/http/auth';
import type { MultipartParts } from '../src/http/uploads';
import { type Caller, callersOfEveryRole, isErrorBody, parsedBody } from './support/callers';
import { testEngine } from './support/engine';
import {
  type FuzzCase,
  fuzzCases,
  type JsonSchema,
  type MultipartShape,
  multipartCases,
  type Operation,
} from './support/fuzz-cases';
import { multipart } from './support/multipart';
import { createTestApp } from './support/test-app';

// The operations must be known when the tests are collected, so the app that serves the OpenAPI
// document is made here rather than in beforeAll.
const t = await createTestApp();
const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

const send = (method: string, fuzz: FuzzCase, headers: Record<string, string>) =>
  fuzz.multipart
    ? t.app.inject({
        method: method.toUpperCase() as 'POST',
        url: fuzz.url,
        payload: multipart(fuzz.multipart).payload,
        headers: { ...headers, ...multipart(fuzz.multipart).headers },
      })
    : t.app.inject({
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

/** A route's zod schema as JSON Schema (every example kept), or undefined for what is not zod. */
const jsonSchemaOf = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

/** A route's declared parts, its JSON part's zod schema read as the JSON Schema the fuzz samples. */
const multipartShape = (parts: MultipartParts): MultipartShape => ({
  ...parts,
  json: parts.json && {
    part: parts.json.part,
    schema: z.toJSONSchema(parts.json.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  },
});

/**
 * Every operation of the OpenAPI document, as every role: no answer is a 5xx and every error
 * body is `{code, messages}`. Every role sends the plausible request of every operation; the odd
 * cases of an operation are dealt round-robin among the roles its declared access lets through,
 * so each case reaches a handler once and each scoping path (network, publisher, content owner,
 * read-only) meets odd input, without sending thousands of requests only the guard reads.
 * One test per operation, so a slow machine stretches many short tests rather than one long one.
 */
describe(`schema-driven fuzz over every route (${testEngine()}) (issue 6 §5)`, () => {
  let callers: Caller[];
  let requests = 0;
  let serverErrors = 0;
  let multipartRequests = 0;
  beforeAll(async () => {
    callers = await callersOfEveryRole(t);
  });
  afterAll(() => t.close());

  for (const { path, method, operation } of operations) {
    it(`${method.toUpperCase()} ${path}: no 5xx, every error body is {code, messages}, as every role`, async () => {
      const declared = t.app.routes.find(
        (route) => route.method === method.toUpperCase() && route.url.replace(/:(\w+)/g, '{$1}') === path,
      );
      const cases = fuzzCases(path, operation, jsonSchemaOf(declared?.body));
      // A multipart route declares its parts; its odd bodies go to the same URL as the JSON ones.
      if (declared?.multipart)
        cases.push(...multipartCases(cases[0]?.url ?? path, multipartShape(declared.multipart)));
      const admitted = callers.filter(
        (caller) => !declared || mayUse(declared.access, permissionsOf(caller.role)),
      );
      const failures: string[] = [];
      for (const caller of callers) {
        const dealt = admitted.indexOf(caller);
        // Multipart cases go to every role let through: few, and each owner path scopes differently.
        const share = cases.filter(
          (fuzz, index) =>
            fuzz.name === 'plausible' ||
            (dealt >= 0 && (fuzz.multipart !== undefined || index % admitted.length === dealt)),
        );
        for (const fuzz of share) {
          const response = await send(method, fuzz, caller.headers);
          requests++;
          if (fuzz.multipart) multipartRequests++;
          if (response.statusCode >= 500) serverErrors++;
          const body = parsedBody(response.body);
          if (response.statusCode >= 500 || (response.statusCode >= 400 && !isErrorBody(body))) {
            failures.push(
              `[${fuzz.name}] ${caller.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures.slice(0, 40)).toEqual([]);
      // The VAST tag asks the placement's demand partners and waits up to their tmax on each request.
    }, 180_000);
  }

  it('fuzzed every operation with thousands of requests, none answered 5xx', () => {
    console.info(
      `fuzz (${testEngine()}): ${operations.length} operations, ${requests} requests, ${serverErrors} answers of 5xx`,
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(requests).toBeGreaterThan(2_000);
    expect(multipartRequests, 'multipart routes declare their parts').toBeGreaterThan(50);
    expect(serverErrors).toBe(0);
  });
});
