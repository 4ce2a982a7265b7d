import { setTimeout as sleep } from 'node:timers/promises';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { formatMaskHeader } from '@adcast/domain/masks';
import { CHANNELS_API } from '@adcast/domain/media/channels';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type AdcastApp, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/identity';
import { publishers } from '../src/db/schema/tenancy';
import type { JobDefinition } from '../src/jobs/job-definition';
import { readyLoop } from './support/media';
import { DEMO, freshDatabase, testConfig } from './support/test-app';

/** Two API servers over one database, as a deployment behind a load balancer runs them. */
describe(`several servers on one database (issue 30)`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let other: Database;
  let one: AdcastApp;
  let two: AdcastApp;
  const runs: number[] = [];
  const counting: JobDefinition<{ n: number }> = {
    name: 'counting',
    schema: z.object({ n: z.number() }),
    run: async ({ n }) => {
      runs.push(n);
    },
  };
  let loopId: number;
  beforeAll(async () => {
    database = await freshDatabase();
    other = await database.openAnother();
    // One configuration: the servers share the media storage too, as they would share a bucket.
    const config = testConfig();
    one = await buildApp({ config, db: database.db, logger: false, sharedDatabase: true });
    two = await buildApp({ config, db: other.db, logger: false, sharedDatabase: true });
    for (const app of [one, two]) {
      app.deps.jobs.register(counting);
      await app.ready();
      await app.deps.jobs.start();
    }
    loopId = await readyLoop(database.db, config.media.dir, { title: 'Either loop', seconds: 6 });
  }, 120_000);

  afterAll(async () => {
    await two.close();
    await one.close();
    await other.close();
    await database.close();
  });

  const tokenOf = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return one.deps.tokens.sign({ userId: user!.id, tokenVersion: user!.tokenVersion });
  };
  const as = (app: AdcastApp, token: string, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { authorization: `Bearer ${token}`, 'x-mask': formatMaskHeader({ role: 'ADMIN' }) },
    });

  it('a job sent on one runs exactly once, whichever server takes it', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 6; n++) ids.push((await one.deps.jobs.send(counting, { n }))!);
    for (const id of ids) {
      while ((await two.deps.jobs.info(counting, id))?.state !== 'completed') await sleep(20);
    }
    expect(runs.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a write on one is in the other's list and counts at once, though the other had just counted", async () => {
    const admin = await tokenOf(DEMO.admin);
    const [publisher] = await database.db.insert(publishers).values({ name: 'Either publisher' }).returning();
    const counts = async () =>
      (await as(two, admin, { url: DEMAND_API.placementCounts })).json() as {
        status: string;
        count: number;
      }[];
    const before = (await counts()).find((entry) => entry.status === 'ACTIVE')!.count;
    const created = await as(one, admin, {
      method: 'POST',
      url: DEMAND_API.placements,
      payload: {
        name: 'Seen everywhere',
        publisherId: publisher!.id,
        type: 'VIDEO',
        platform: 'CTV',
        deliveryType: 'SSAI',
        bidFloor: 1,
        cpm: 2,
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await counts()).find((entry) => entry.status === 'ACTIVE')!.count).toBe(before + 1);
    const listed = await as(two, admin, { url: `${DEMAND_API.placements}?searchTerm=seen%20everywhere` });
    expect(listed.json().content.map((row: { id: number }) => row.id)).toEqual([created.json().id]);
  });

  it('a user disabled on one is refused by both at once', async () => {
    const admin = await tokenOf(DEMO.admin);
    const sales = await tokenOf(DEMO.sales);
    const me = (app: AdcastApp) => as(app, sales, { url: '/api/users/me' });
    expect((await me(two)).statusCode).toBe(200);
    const disabled = await as(one, admin, { method: 'PUT', url: `/api/users/${DEMO.sales}/disable` });
    expect(disabled.statusCode).toBe(200);
    expect((await me(two)).statusCode).toBe(401);
    expect((await me(one)).statusCode).toBe(401);
  });

  it('a live channel gives the same playlist from either server, and once stopped on one it is off air on both', async () => {
    const admin = await tokenOf(DEMO.admin);
    const channel = (
      await as(one, admin, {
        method: 'POST',
        url: CHANNELS_API.channels,
        payload: { title: 'Either server', description: 'x' },
      })
    ).json();
    await as(one, admin, {
      method: 'POST',
      url: CHANNELS_API.playlists(channel.id),
      payload: { playlistId: loopId },
    });
    await as(one, admin, { method: 'PUT', url: CHANNELS_API.start(channel.id) });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    try {
      const fromTwo = await two.inject({ url: CHANNELS_API.livestream(channel.id) });
      const fromOne = await one.inject({ url: CHANNELS_API.livestream(channel.id) });
      expect(fromTwo.statusCode).toBe(200);
      expect(fromTwo.body).toContain('#EXTINF:');
      expect(fromOne.body).toBe(fromTwo.body);
    } finally {
      vi.useRealTimers();
    }
    await as(one, admin, { method: 'PUT', url: CHANNELS_API.stop(channel.id) });
    expect((await two.inject({ url: CHANNELS_API.livestream(channel.id) })).statusCode).toBe(404);
  });
});
