import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { CHANNEL_BUNDLE_MESSAGES } from '@adcast/domain/channel-bundles/channel-bundles';
import { CHANNEL_BUNDLE_API } from '@adcast/domain/channel-bundles/paths';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelBundles } from '../src/db/schema/taxonomy';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { changesOf, rowCount, useDemoApp } from './support/demand';

type Members = { channelIds?: number[]; appIds?: number[] };
const bundleBody = (name: string, members: Members, fields: Record<string, unknown> = {}) => ({
  name,
  networkId: null,
  parentId: null,
  bundleRevenueShare: null,
  bundleCpm: null,
  channelIds: members.channelIds ?? [],
  appIds: members.appIds ?? [],
  ...fields,
});

describe('channel bundles: channels and apps sold together, a child overriding its parent', () => {
  const app = useDemoApp();
  let make: Builders;
  let members: Members;
  beforeAll(async () => {
    make = builders(app.t);
    members = {
      channelIds: [(await make.channel({ title: 'News 24' })).id],
      appIds: [(await make.app()).id],
    };
  });

  it("a child bundle's own terms win; what it leaves blank comes from its parent", async () => {
    const parent = await app.admin.post(
      CHANNEL_BUNDLE_API.bundles,
      bundleBody('Entertainment', members, { bundleRevenueShare: 60, bundleCpm: 18.5 }),
    );
    expect(parent.statusCode).toBe(201);
    expect(parent.json()).toMatchObject({
      channels: [{ id: members.channelIds![0], name: 'News 24' }],
      effective: { bundleRevenueShare: 60, bundleCpm: 18.5 },
    });
    const child = await app.admin.post(
      CHANNEL_BUNDLE_API.bundles,
      bundleBody('Entertainment premium', members, { parentId: parent.json().id, bundleCpm: 25 }),
    );
    expect(child.json()).toMatchObject({
      parent: { id: parent.json().id, name: 'Entertainment' },
      bundleRevenueShare: null,
      bundleCpm: 25,
      effective: {
        bundleRevenueShare: 60,
        bundleCpm: 25,
        revenueShareFrom: { id: parent.json().id },
        cpmFrom: { id: child.json().id },
      },
    });
    expect((await changesOf(app.t, 'CHANNEL_BUNDLE', child.json().id))[0]).toMatchObject({
      action: 'CREATE',
    });
    await app.admin.put(CHANNEL_BUNDLE_API.bundle(parent.json().id), {
      ...bundleBody('Entertainment', members, { bundleRevenueShare: 55, bundleCpm: 18.5 }),
      version: 1,
    });
    const reread = (await app.admin.get(CHANNEL_BUNDLE_API.bundle(child.json().id))).json();
    expect(reread.effective).toMatchObject({ bundleRevenueShare: 55, bundleCpm: 25 });
    const csv = await app.admin.get(`${CHANNEL_BUNDLE_API.bundles}/export.csv?name=entertainment%20premium`);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Name,Parent bundle,Revenue share (%),CPM,Effective revenue share (%),Effective CPM,Channels,Apps,Network,Status,Added',
    );
    expect(csv.body).toContain('Entertainment premium,Entertainment,,25,55,25,News 24');
  });

  it('refuses an empty bundle, a grandchild, a missing channel and a bad share, and writes nothing', async () => {
    const top = (await app.admin.post(CHANNEL_BUNDLE_API.bundles, bundleBody('Sports', members))).json();
    const child = (
      await app.admin.post(CHANNEL_BUNDLE_API.bundles, bundleBody('Sports HD', members, { parentId: top.id }))
    ).json();
    const before = await rowCount(app.t, channelBundles);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(CHANNEL_BUNDLE_API.bundles, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(bundleBody('Empty', {}), `channelIds: ${CHANNEL_BUNDLE_MESSAGES.membersRequired}`);
    await refused(
      bundleBody('Grandchild', members, { parentId: child.id }),
      CHANNEL_BUNDLE_MESSAGES.parentIsChild,
    );
    await refused(
      bundleBody('Ghost', { channelIds: [2_000_000_000] }),
      CHANNEL_BUNDLE_MESSAGES.channelsNotFound([2_000_000_000]),
    );
    await refused(
      bundleBody('Greedy', members, { bundleRevenueShare: 120 }),
      `bundleRevenueShare: ${CAMPAIGN_MESSAGES.revenueShare}`,
    );
    expect(await rowCount(app.t, channelBundles)).toBe(before);
  });

  it("keeps a network user's bundles to its network's channels; read-only admins read, change nothing", async () => {
    const network = await make.network();
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const ownChannel = await make.channel({ networkId: network.id });
    const own = await networkAdmin.client.post(
      CHANNEL_BUNDLE_API.bundles,
      bundleBody('Network bundle', { channelIds: [ownChannel.id] }),
    );
    expect(own.json().network).toMatchObject({ id: network.id });
    const foreignChannel = await make.channel({ networkId: (await make.network()).id });
    const foreign = await networkAdmin.client.post(
      CHANNEL_BUNDLE_API.bundles,
      bundleBody('Foreign channel', { channelIds: [foreignChannel.id] }),
    );
    expect(foreign.json().messages).toEqual([CHANNEL_BUNDLE_MESSAGES.channelsNotFound([foreignChannel.id])]);
    const elsewhere = await networkAdmin.client.post(
      CHANNEL_BUNDLE_API.bundles,
      bundleBody('Elsewhere', { channelIds: [ownChannel.id] }, { networkId: network.id + 1 }),
    );
    expect(elsewhere.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const platform = (
      await app.admin.post(CHANNEL_BUNDLE_API.bundles, bundleBody('Platform bundle', members))
    ).json();
    expect((await networkAdmin.client.get(CHANNEL_BUNDLE_API.bundle(platform.id))).statusCode).toBe(404);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CHANNEL_BUNDLE_API.bundle(platform.id))).statusCode).toBe(200);
    const write = await readonly.client.post(
      CHANNEL_BUNDLE_API.bundles,
      bundleBody('Read-only bundle', members),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
  });
});
