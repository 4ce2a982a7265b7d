import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { ROUTING_API } from '@adcast/domain/marketplace/paths';
import { ROUTING_MESSAGES as M } from '@adcast/domain/marketplace/routing';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketplaceRoutingPlans } from '../src/db/schema/marketplace';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { rowCount, useDemoApp } from './support/demand';
import { adFact } from './support/facts';

const daysAgo = (days: number) =>
  new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - days * 86_400_000).toISOString();

describe('marketplace routing: ordered rules, their checks and a 7-day preview', () => {
  const app = useDemoApp();
  let make: Builders;
  let networkId: number;
  let placementIds: number[];
  let connectionIds: number[];
  let packageId: number;
  let foreignConnectionId: number;
  beforeAll(async () => {
    make = builders(app.t);
    networkId = (await make.network()).id;
    const publisher = await make.publisher({ networkId });
    placementIds = (await make.placements(3, { publisher })).map((row) => row.id);
    const partner = await make.partner({ networkId });
    connectionIds = [];
    for (const name of ['Alpha bidder', 'Beta bidder', 'Gamma bidder'])
      connectionIds.push((await make.connection({ name, partner })).id);
    packageId = (await make.supplyPackage({ networkId, placementIds: [placementIds[0]!, placementIds[1]!] }))
      .id;
    foreignConnectionId = (
      await make.connection({ partner: await make.partner({ networkId: (await make.network()).id }) })
    ).id;
    const facts = [
      { placement: placementIds[0]!, requests: 1000 },
      { placement: placementIds[1]!, requests: 600 },
      { placement: placementIds[2]!, requests: 40 },
    ].map(({ placement, requests }) =>
      JSON.stringify(
        adFact({
          hour: daysAgo(2),
          network_id: 0,
          publisher_id: publisher.id,
          placement_id: placement,
          ad_requests: requests,
        }),
      ),
    );
    const imported = await app.admin.send({
      method: 'POST',
      url: `${REPORT_API.importFacts}?batchId=routing&kind=ad`,
      payload: facts.join('\n'),
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported.statusCode).toBe(200);
  });

  const [alpha, beta, gamma] = [0, 1, 2];
  const packageRule = (fields: Record<string, unknown> = {}) => ({
    supplyPackageId: packageId,
    targets: [
      { connectionId: connectionIds[alpha], share: 70 },
      { connectionId: connectionIds[beta], share: 20 },
    ],
    fallbackConnectionId: connectionIds[gamma],
    ...fields,
  });

  it('previews the requests each connection would have had over the last 7 days, saving nothing', async () => {
    const checked = await app.admin.post(ROUTING_API.check, { networkId, rules: [packageRule()] });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      problems: [],
      warnings: [M.unrouted(1)],
      preview: [
        { connection: { id: connectionIds[alpha], name: 'Alpha bidder' }, requests: 1120 },
        { connection: { id: connectionIds[beta], name: 'Beta bidder' }, requests: 320 },
        { connection: { id: connectionIds[gamma], name: 'Gamma bidder' }, requests: 160 },
      ],
      unroutedRequests: 40,
    });
    expect(await rowCount(app.t, marketplaceRoutingPlans)).toBe(0);
  });

  it('names overlaps and gaps before saving, and saves nothing then', async () => {
    const rules = [
      packageRule({ fallbackConnectionId: null }),
      {
        placementIds: [placementIds[1], placementIds[2]],
        targets: [{ connectionId: connectionIds[beta], share: 100 }],
      },
    ];
    const checked = (await app.admin.post(ROUTING_API.check, { networkId, rules })).json();
    expect(checked.problems).toEqual([M.gap(1, 90), M.overlap(1, 2, [placementIds[1]!])]);
    expect(checked.problems[0]).toBe(
      'Rule 1: only 90% of its traffic has a connection; give the other 10% a connection or set a fallback',
    );
    const saved = await app.admin.put(ROUTING_API.rules, { networkId, rules, version: null });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().messages).toEqual(checked.problems);
    expect(await rowCount(app.t, marketplaceRoutingPlans)).toBe(0);
  });

  it('refuses connections and placements outside the routing’s network', async () => {
    const foreign = await app.admin.post(ROUTING_API.check, {
      networkId,
      rules: [packageRule({ fallbackConnectionId: foreignConnectionId })],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().messages).toEqual([M.outsideNetwork('Connections', [foreignConnectionId])]);
  });

  it('saves rules in order, answers them by name, and refuses a stale version', async () => {
    const rules = [
      packageRule(),
      { placementIds: [placementIds[2]], targets: [{ connectionId: connectionIds[gamma], share: 100 }] },
    ];
    const saved = await app.admin.put(ROUTING_API.rules, { networkId, rules, version: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      networkId,
      version: 1,
      rules: [
        { priority: 1, supplyPackage: { id: packageId }, fallbackConnection: { name: 'Gamma bidder' } },
        {
          priority: 2,
          placements: [{ id: placementIds[2] }],
          targets: [{ connection: { name: 'Gamma bidder' }, share: 100 }],
        },
      ],
    });
    expect((await app.admin.get(`${ROUTING_API.rules}?networkId=${networkId}`)).json().rules).toHaveLength(2);
    const stale = await app.admin.put(ROUTING_API.rules, { networkId, rules: [], version: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([M.stale]);
  });

  it('a network user reads and writes only its own network’s routing; read-only admins only read', async () => {
    const networkUser = await make.user({ roles: ['ADMIN'], networkId }, 'ADMIN');
    const own = (await networkUser.client.get(ROUTING_API.rules)).json();
    expect(own).toMatchObject({ networkId, version: 1 });
    const other = await networkUser.client.get(`${ROUTING_API.rules}?networkId=${networkId + 1}`);
    expect(other.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(`${ROUTING_API.rules}?networkId=${networkId}`)).statusCode).toBe(200);
    const write = await readonly.client.put(ROUTING_API.rules, { networkId, rules: [], version: 1 });
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect((await revOps.client.get(`${ROUTING_API.rules}?networkId=${networkId}`)).statusCode).toBe(403);
  });
});
