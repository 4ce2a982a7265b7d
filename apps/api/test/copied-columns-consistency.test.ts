import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import type { Client, Row } from './support/demand';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

/** One write through the API; indices pick among the rows made so far. */
type Write =
  | { kind: 'createPartner'; network: number }
  | { kind: 'editPartner'; partner: number; network: number; rename: boolean }
  | { kind: 'createConnection'; partner: number; inactive: boolean }
  | { kind: 'editConnection'; connection: number; inactive: boolean }
  | { kind: 'archiveConnection'; connection: number; archive: boolean }
  | { kind: 'assign'; connection: number; placements: number[] }
  | { kind: 'duplicate'; connection: number };

const index = fc.nat({ max: 20 });
const WriteArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('createPartner' as const), network: index }),
  fc.record({
    kind: fc.constant('editPartner' as const),
    partner: index,
    network: index,
    rename: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('createConnection' as const), partner: index, inactive: fc.boolean() }),
  fc.record({ kind: fc.constant('editConnection' as const), connection: index, inactive: fc.boolean() }),
  fc.record({ kind: fc.constant('archiveConnection' as const), connection: index, archive: fc.boolean() }),
  fc.record({
    kind: fc.constant('assign' as const),
    connection: index,
    placements: fc.array(index, { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('duplicate' as const), connection: index }),
);

/** Rows whose kept name words (word, name key, status) are not their name's words. */
const keptWordsDisagreeing = (table: string, words: string) =>
  sql`select coalesce(kept.id, named.id) as id
    from (select id, array_agg(word || '|' || name_key || '|' || status order by word collate "C") as words
      from ${sql.identifier(words)} group by id) kept
    full join (select id, array_agg(word || '|' || lower(name) || '|' || status order by word collate "C") as words
      from ${sql.identifier(table)}, unnest(search_words(lower(name))) word group by id) named on named.id = kept.id
    where kept.words is distinct from named.words`;

/** Rows whose copies or counts disagree with their sources; empty when all agree. */
async function disagreements(t: TestApp) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    copiedPartner:
      await rows(sql`select c.id from connections c join demand_partners p on p.id = c.demand_partner_id
      where c.dp_display_name <> p.display_name or c.network_id is distinct from p.network_id`),
    placementCnt: await rows(sql`select c.id from connections c
      where c.placement_cnt <> (select count(*) from connection_placements cp where cp.connection_id = c.id)`),
    keptCounts:
      await rows(sql`select coalesce(k.demand_partner_id, s.demand_partner_id) as partner, coalesce(k.status, s.status) as status
      from (select demand_partner_id, status, n from connection_status_counts where n <> 0) k
      full join (select demand_partner_id, status, count(*)::int as n from connections group by 1, 2) s
        on s.demand_partner_id = k.demand_partner_id and s.status = k.status
      where k.n is distinct from s.n`),
    connectionCount: await rows(sql`select p.id from demand_partners p
      where p.connection_count <> (select count(*) from connections c where c.demand_partner_id = p.id)`),
    connectionWords: await rows(keptWordsDisagreeing('connections', 'connection_name_words')),
    placementWords: await rows(keptWordsDisagreeing('placements', 'placement_name_words')),
  };
}

describe('copied columns and kept counts after random writes (fast-check)', () => {
  let t: TestApp;
  let admin: Client;
  const networks: (number | null)[] = [null];
  const placementIds: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
    const build = builders(t);
    for (const networkId of [(await build.network()).id, (await build.network()).id, null]) {
      if (networkId !== null) networks.push(networkId);
      const publisher = await build.publisher({ networkId });
      for (let i = 0; i < 3; i++) placementIds.push((await build.placement({ publisher })).id);
    }
  });
  afterAll(() => t.close());

  it('partner name and network on connections, placement_cnt, connection_status_counts, connection_count and the kept name words match their sources', async () => {
    let made = 0;
    const partners: number[] = [];
    const connections: { dpId: number; id: number }[] = [];
    const pick = <T>(list: T[], at: number) => (list.length === 0 ? undefined : list[at % list.length]);
    const answer = async (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(500);
      return response.statusCode < 300 ? (response.json() as Row) : undefined;
    };
    const partnerBody = (networkId: number | null, displayName: string) => ({
      displayName,
      networkId,
      integrationType: 'ORTB',
      endpointUrl: 'https://bids.example.com',
    });
    const connectionBody = (name: string, inactive: boolean) => ({
      name,
      schainAsi: 'example.com',
      integrationType: 'ORTB',
      status: inactive ? 'INACTIVE' : 'ACTIVE',
    });
    const connectionPath = (c: { dpId: number; id: number }) => `/api/dp/${c.dpId}/connections/${c.id}`;
    const current = async (path: string) => (await admin.get(path)).json() as Row;

    const apply = async (write: Write) => {
      const name = `Consistency ${++made}`;
      if (write.kind === 'createPartner') {
        const row = await answer(
          await admin.post('/api/dp', partnerBody(pick(networks, write.network)!, name)),
        );
        if (row) partners.push(row.id);
        return;
      }
      if (write.kind === 'editPartner') {
        const id = pick(partners, write.partner);
        if (id === undefined) return;
        const before = await current(`/api/dp/${id}`);
        const displayName = write.rename ? name : (before.displayName as string);
        await answer(
          await admin.put(`/api/dp/${id}`, {
            ...partnerBody(pick(networks, write.network)!, displayName),
            version: before.version,
          }),
        );
        return;
      }
      if (write.kind === 'createConnection') {
        const dpId = pick(partners, write.partner);
        if (dpId === undefined) return;
        const row = await answer(
          await admin.post(`/api/dp/${dpId}/connections`, connectionBody(name, write.inactive)),
        );
        if (row) connections.push({ dpId, id: row.id });
        return;
      }
      const target = pick(connections, write.connection);
      if (!target) return;
      const before = await current(connectionPath(target));
      if (write.kind === 'editConnection') {
        await answer(
          await admin.put(connectionPath(target), {
            ...connectionBody(name, write.inactive),
            version: before.version,
          }),
        );
      } else if (write.kind === 'archiveConnection') {
        await answer(
          await admin.put(`${connectionPath(target)}/${write.archive ? 'archive' : 'unarchive'}`, {}),
        );
      } else if (write.kind === 'assign') {
        const chosen = write.placements.map((at) => pick(placementIds, at)!);
        await answer(
          await admin.put(`${connectionPath(target)}/placements`, {
            placementIds: chosen,
            version: before.version,
          }),
        );
      } else {
        const row = await answer(
          await admin.post(`/api/dp/${target.dpId}/connections`, {
            ...connectionBody(name, false),
            duplicateOf: target.id,
          }),
        );
        if (row) connections.push({ dpId: target.dpId, id: row.id });
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(WriteArbitrary, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const write of writes) await apply(write);
        expect(await disagreements(t)).toEqual({
          copiedPartner: [],
          placementCnt: [],
          keptCounts: [],
          connectionCount: [],
          connectionWords: [],
          placementWords: [],
        });
      }),
      { numRuns: 12 },
    );
  });
});
