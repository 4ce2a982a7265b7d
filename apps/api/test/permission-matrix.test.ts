import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

/** Each demo account under its own working mask. */
const ACCOUNTS: [string, string | undefined][] = [
  [DEMO.admin, undefined],
  [DEMO.readonly, undefined],
  [DEMO.sales, undefined],
  [DEMO.campaigns, 'CAMPAIGN_MANAGER'],
  [DEMO.revops, 'REV_OPS'],
  [DEMO.designer, 'DESIGNER'],
  [DEMO.publisher, undefined],
  [DEMO.publishers, 'PUBLISHER:4'],
  [DEMO.owner, undefined],
  [DEMO.network, undefined],
  [DEMO.multi, 'CONTENT_OWNER:2'],
];

/** Routes guarded so far; each answers 200 to any held mask and scopes what it returns. */
const ROUTES = ['/api/publishers', '/api/co', '/api/networks', '/api/users/me'];

describe('permission matrix: each role x each guarded route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const [email, mask] of ACCOUNTS) {
    it(`${email}${mask ? ` as ${mask}` : ''} may read every lookup route, and none without a token`, async () => {
      const client = await t.as(email, mask);
      for (const route of ROUTES) {
        expect((await client.get(route)).statusCode, route).toBe(200);
        expect((await t.app.inject({ url: route })).statusCode, `${route} without token`).toBe(401);
      }
    });
  }

  it('the OpenAPI document is served at /api/docs', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/login', '/api/users/me', '/api/publishers', '/api/co']));
    // Issue 30: a client generated from the document names every call, each once.
    const ids = Object.values(docs.json().paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((operations) => Object.values(operations))
      .map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getApiCampaignLineitemById');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('documents what every operation answers: a JSON schema, a file type, text, or no body', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    type Answer = { description: string; content?: Record<string, { schema?: object }> };
    // What @fastify/swagger writes for a status the route's schema says nothing of.
    const unsaid = 'Default Response';
    const says = (answer: Answer) =>
      answer.content
        ? Object.values(answer.content).some((body) => Object.keys(body.schema ?? {}).length > 0)
        : answer.description !== unsaid;
    const undocumented = Object.entries(
      document.paths as Record<string, Record<string, { responses: Record<string, Answer> }>>,
    ).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          Object.entries(operation.responses).every(
            ([status, answer]) => !status.startsWith('2') || !says(answer),
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('documents every refusal as {code, messages}, the public routes without a token and X-Mask on the rest', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    type Operation = {
      security?: unknown[];
      parameters?: { name: string }[];
      responses: Record<string, unknown>;
    };
    const operation = (path: string, method: string): Operation => document.paths[path][method];
    const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

    expect(document.components.schemas.Error.required).toEqual(['code', 'messages']);
    const lineItem = operation('/api/campaign/lineitem/{id}', 'put');
    expect(lineItem.responses).toMatchObject({
      400: errorBody,
      401: errorBody,
      403: errorBody,
      404: errorBody,
      409: errorBody,
    });
    expect(lineItem.parameters?.map((parameter) => parameter.name)).toContain('X-Mask');
    expect(lineItem.security).toBeUndefined();

    const signIn = operation('/login', 'post');
    expect(signIn.security).toEqual([]);
    expect(signIn.responses).toMatchObject({ 400: errorBody, 429: errorBody });
    expect(signIn.responses).not.toHaveProperty('401');
    expect(
      operation('/api/users/me', 'get').parameters?.map((parameter) => parameter.name) ?? [],
    ).not.toContain('X-Mask');
  });
});
