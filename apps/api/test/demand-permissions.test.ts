import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Route = { method: 'GET' | 'POST' | 'PUT'; url: string };

/** Every demand route, on rows of network 3 so the network admin may reach them too. */
const READS: Route[] = [
  '/api/dp',
  '/api/dp/all',
  '/api/dp/statuses',
  '/api/dp/count-by-status',
  '/api/dp/7',
  '/api/dpconnection',
  '/api/dpconnection/count-by-status',
  '/api/dp/7/connections',
  '/api/dp/7/connections/count-by-status',
  '/api/dp/7/connections/7',
  '/api/dp/7/connections/7/placements',
  '/api/placements',
  '/api/placements/count-by-status',
  '/api/placements/statuses',
  '/api/placements/5',
].map((url) => ({ method: 'GET', url }));

/** Writes, each sent with a body that fails validation: allowed answers 400, refused 403, nothing changes. */
const WRITES: Route[] = [
  { method: 'POST', url: '/api/dp' },
  { method: 'PUT', url: '/api/dp/7' },
  { method: 'PUT', url: '/api/dp/7/archive' },
  { method: 'PUT', url: '/api/dp/7/unarchive' },
  { method: 'POST', url: '/api/dp/7/connections' },
  { method: 'PUT', url: '/api/dp/7/connections/7' },
  { method: 'PUT', url: '/api/dp/7/connections/7/archive' },
  { method: 'PUT', url: '/api/dp/7/connections/7/unarchive' },
  { method: 'PUT', url: '/api/dp/7/connections/7/placements' },
  { method: 'POST', url: '/api/placements' },
  { method: 'PUT', url: '/api/placements/5' },
  { method: 'PUT', url: '/api/placements/5/archive' },
  { method: 'PUT', url: '/api/placements/5/unarchive' },
];

/** Who may do what with demand partners, connections and placements (part 1 §6). */
const ACCOUNTS: { email: string; mask?: string; may: 'everything' | 'read' | 'nothing'; why: string }[] = [
  { email: DEMO.admin, may: 'everything', why: 'ADMIN: all' },
  { email: DEMO.readonly, may: 'read', why: 'READ_ONLY_ADMIN reads everything, changes nothing' },
  {
    email: DEMO.sales,
    may: 'everything',
    why: 'SALES_REPRESENTATIVE: all except publisher, app, changelog export and endpoint generator rights',
  },
  {
    email: DEMO.campaigns,
    mask: 'CAMPAIGN_MANAGER',
    may: 'nothing',
    why: 'CAMPAIGN_MANAGER: campaigns, advertiser, supply marketplace, forecast, PMP, targeting',
  },
  {
    email: DEMO.revops,
    mask: 'REV_OPS',
    may: 'nothing',
    why: 'REV_OPS: forecast, supply marketplace, keywords',
  },
  { email: DEMO.designer, mask: 'DESIGNER', may: 'nothing', why: 'DESIGNER: creatives and targeting' },
  { email: DEMO.publisher, may: 'nothing', why: 'PUBLISHER: schedule create only' },
  { email: DEMO.owner, may: 'nothing', why: 'CONTENT_OWNER: none' },
  { email: DEMO.network, may: 'everything', why: 'a network ADMIN, on its own network' },
  { email: DEMO.multi, mask: 'PUBLISHER:1', may: 'nothing', why: 'the mask decides, not the roles held' },
];

describe('demand permission matrix: each demo role x each demand route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const account of ACCOUNTS) {
    it(`${account.email}${account.mask ? ` as ${account.mask}` : ''} may ${account.may} (${account.why})`, async () => {
      const client = await t.as(account.email, account.mask);
      for (const route of READS) {
        const status = (await client.send({ method: route.method, url: route.url })).statusCode;
        expect(status, `GET ${route.url}`).toBe(account.may === 'nothing' ? 403 : 200);
      }
      for (const route of WRITES) {
        const status = (
          await client.send({ method: route.method, url: route.url, payload: { version: 'stale' } })
        ).statusCode;
        expect(status, `${route.method} ${route.url}`).toBe(account.may === 'everything' ? 400 : 403);
      }
    });
  }

  it('every demand route needs a token', async () => {
    for (const route of [...READS, ...WRITES]) {
      expect((await t.app.inject({ method: route.method, url: route.url })).statusCode, route.url).toBe(401);
    }
  });

  it('every demand route is in the OpenAPI document at /api/docs', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/dp',
        '/api/dp/all',
        '/api/dp/statuses',
        '/api/dp/count-by-status',
        '/api/dp/{id}',
        '/api/dp/{id}/archive',
        '/api/dpconnection',
        '/api/dpconnection/count-by-status',
        '/api/dp/{dpId}/connections',
        '/api/dp/{dpId}/connections/count-by-status',
        '/api/dp/{dpId}/connections/{id}',
        '/api/dp/{dpId}/connections/{id}/placements',
        '/api/placements',
        '/api/placements/{id}/unarchive',
      ]),
    );
  });
});
