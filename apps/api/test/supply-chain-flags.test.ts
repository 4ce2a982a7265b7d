import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplyChainFlags } from '../src/db/schema/supply-chain';
import { markFlagsStale, saveFlags, staleFlags } from '../src/db/supply-chain-flags';
import { refreshStaleFlags } from '../src/modules/supply-chain/flag-refresh';
import { type Builders, builders } from './support/builders';
import { createTestApp, type TestApp } from './support/test-app';

// The kept supply-chain counts behind the lists' filter: what a change marks, and a count worked
// out while the same subject changes again stays to be worked out.
describe('supply-chain flags kept for the lists (issue 24 ★)', () => {
  let t: TestApp;
  let make: Builders;
  let partner: { id: number; displayName: string; networkId: number | null };
  let carried: { id: number; networkId: number | null };
  let lonely: { id: number };
  let connection: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
    const network = await make.network();
    partner = await make.partner({ networkId: network.id });
    carried = await make.publisher({ networkId: network.id });
    lonely = await make.publisher({ networkId: network.id });
    const placement = await make.placement({ publisher: carried });
    connection = await make.connection({ partner, placementIds: [placement.id] });
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = async (kind: 'PARTNER' | 'PUBLISHER', id: number) =>
    (
      await t.db
        .select()
        .from(supplyChainFlags)
        .where(and(eq(supplyChainFlags.subjectKind, kind), eq(supplyChainFlags.subjectId, id)))
    )[0];

  it('a change to a connection marks its partner and the publishers it carries; a publisher nothing carries needs no row', async () => {
    await markFlagsStale(t.db, { connectionIds: [connection.id], publisherIds: [lonely.id] });
    expect((await rowOf('PARTNER', partner.id))?.staleSince).toEqual(expect.any(Date));
    expect((await rowOf('PUBLISHER', carried.id))?.staleSince).toEqual(expect.any(Date));
    expect(await rowOf('PUBLISHER', lonely.id)).toBeUndefined();
  });

  it('the refresh works the counts out (no seller entry, no sellers.json address) and clears the marks', async () => {
    await markFlagsStale(t.db, { publisherIds: [carried.id] });
    expect(await refreshStaleFlags(t.app.deps)).toBeGreaterThanOrEqual(2);
    const publisher = await rowOf('PUBLISHER', carried.id);
    const partnerRow = await rowOf('PARTNER', partner.id);
    // "Publisher has no entry in our sellers.json" and "The partner's sellers.json address is not set".
    expect(publisher).toMatchObject({ mismatches: 2, staleSince: null });
    expect(partnerRow).toMatchObject({ mismatches: 2, staleSince: null });
    expect(await staleFlags(t.db, 'PUBLISHER', 10)).toEqual([]);
  });

  it('a subject changed again while its count was worked out stays marked, and the next run counts it', async () => {
    await markFlagsStale(t.db, { publisherIds: [carried.id] });
    const [read] = await staleFlags(t.db, 'PUBLISHER', 10);
    expect(read?.id).toBe(carried.id);
    await markFlagsStale(t.db, { publisherIds: [carried.id] });
    await saveFlags(t.db, 'PUBLISHER', [{ id: carried.id, mismatches: 7, staleSince: read!.staleSince }]);
    expect((await rowOf('PUBLISHER', carried.id))?.staleSince).toEqual(expect.any(Date));
    await refreshStaleFlags(t.app.deps);
    expect(await rowOf('PUBLISHER', carried.id)).toMatchObject({ mismatches: 2, staleSince: null });
  });
});
