import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { OO_APP_MESSAGES } from '@adcast/domain/content/oo-apps/oo-apps';
import { OO_APP_API } from '@adcast/domain/content/oo-apps/paths';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ooApps } from '../src/db/schema/oo-apps';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount, useDemoApp } from './support/demand';

type Owner = { publisherId?: number; coId?: number };
const appBody = (name: string, owner: Owner, fields: Record<string, unknown> = {}) => ({
  name,
  platform: 'ROKU',
  ownerType: owner.publisherId ? 'PUBLISHER' : 'CONTENT_OWNER',
  publisherId: owner.publisherId ?? null,
  coId: owner.coId ?? null,
  collectionIds: [],
  channelIds: [],
  ...fields,
});

describe('O&O apps (Content → O&O Apps, /api/oo-apps): create, rules, tenancy, list, revert', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number };
  let publisher: { id: number; name: string; networkId: number | null };
  let contentOwner: { id: number; name: string; networkId: number | null };
  let collectionId: number;
  let channelId: number;
  let elsewhere: { publisherId: number; collectionId: number };
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
    publisher = await make.publisher({ networkId: network.id });
    contentOwner = await make.contentOwner({ networkId: network.id });
    collectionId = (await make.collection({ networkId: network.id })).id;
    channelId = (await make.channel({ networkId: network.id, collectionIds: [collectionId] })).id;
    const other = await make.network();
    elsewhere = {
      publisherId: (await make.publisher({ networkId: other.id })).id,
      collectionId: (await make.collection({ networkId: other.id })).id,
    };
  });

  it('creates an app with its collections and channels, and records it in the changelog', async () => {
    const body = appBody(
      'Wombat TV',
      { publisherId: publisher.id },
      { collectionIds: [collectionId], channelIds: [channelId] },
    );
    const created = await app.admin.post(OO_APP_API.ooApps, body);
    expect(created.statusCode).toBe(201);
    const made = created.json();
    expect(made).toMatchObject({
      name: 'Wombat TV',
      platform: 'ROKU',
      ownerType: 'PUBLISHER',
      publisher: { id: publisher.id, name: publisher.name },
      contentOwner: null,
      networkId: network.id,
      collections: [{ id: collectionId }],
      channels: [{ id: channelId }],
      feedStatus: 'NOT_SUBMITTED',
      status: 'ACTIVE',
      feedUrl: `/api/roku-app/${made.id}/feed.json`,
      appJson: { providerName: 'Wombat TV', language: 'en' },
    });
    expect(Object.keys(made.images).sort()).toEqual([
      'backgroundFhdKey',
      'channelPosterFhdKey',
      'channelPosterHdKey',
      'channelPosterSdKey',
      'hdOverhangLogoHorKey',
      'splashFhdKey',
      'splashHdKey',
      'splashSdKey',
    ]);
    expect((await changesOf(app.t, 'OO_APP', made.id)).map((change) => change.action)).toEqual(['CREATE']);
    expect((await app.admin.get(OO_APP_API.ooApp(made.id))).json()).toMatchObject({ name: 'Wombat TV' });
  });

  it('refuses an app without its owner, with an owner out of reach, or with content of another network, and writes nothing', async () => {
    const before = await rowCount(app.t, ooApps);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(OO_APP_API.ooApps, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toContain(message);
    };
    await refused(
      { ...appBody('No owner', {}), ownerType: 'PUBLISHER' },
      `ownerType: ${OO_APP_MESSAGES.ownerRequired}`,
    );
    await refused(appBody('Unknown owner', { coId: 999_999 }), OO_APP_MESSAGES.ownerNotFound);
    await refused(
      appBody('Far collection', { publisherId: publisher.id }, { collectionIds: [elsewhere.collectionId] }),
      OO_APP_MESSAGES.outsideNetwork('Collections', [elsewhere.collectionId]),
    );
    await refused(
      appBody('Missing channel', { publisherId: publisher.id }, { channelIds: [999_999] }),
      OO_APP_MESSAGES.channelsNotFound([999_999]),
    );
    expect(await rowCount(app.t, ooApps)).toBe(before);
  });

  it('publisher and content owner users keep only their own apps; network users only their network; read-only admins read', async () => {
    const mine = (
      await app.admin.post(OO_APP_API.ooApps, appBody('Publisher own', { publisherId: publisher.id }))
    ).json();
    const owners = (
      await app.admin.post(OO_APP_API.ooApps, appBody('Owner own', { coId: contentOwner.id }))
    ).json();
    const far = (
      await app.admin.post(OO_APP_API.ooApps, appBody('Far away', { publisherId: elsewhere.publisherId }))
    ).json();

    const publisherUser = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      { role: 'PUBLISHER', publisherId: publisher.id },
    );
    const seen = (await publisherUser.client.get(`${OO_APP_API.ooApps}?size=100&${ALL_STATUSES}`)).json();
    expect(ids(seen)).toContain(mine.id);
    expect(ids(seen)).not.toContain(owners.id);
    expect((await publisherUser.client.get(OO_APP_API.ooApp(owners.id))).statusCode).toBe(404);
    const ownCreate = await publisherUser.client.post(
      OO_APP_API.ooApps,
      appBody('Made by publisher', { publisherId: publisher.id }),
    );
    expect(ownCreate.statusCode).toBe(201);
    const forOther = await publisherUser.client.post(
      OO_APP_API.ooApps,
      appBody('For another', { coId: contentOwner.id }),
    );
    expect(forOther.statusCode).toBe(400);

    const ownerUser = await make.user(
      { roles: ['CONTENT_OWNER'], contentOwnerIds: [contentOwner.id] },
      { role: 'CONTENT_OWNER', contentOwnerId: contentOwner.id },
    );
    const ownerSees = (await ownerUser.client.get(`${OO_APP_API.ooApps}?size=100&${ALL_STATUSES}`)).json();
    expect(ids(ownerSees)).toEqual([owners.id]);

    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const networkSees = ids(
      (await networkAdmin.client.get(`${OO_APP_API.ooApps}?size=100&${ALL_STATUSES}`)).json(),
    );
    expect(networkSees).toEqual(expect.arrayContaining([mine.id, owners.id]));
    expect(networkSees).not.toContain(far.id);
    expect((await networkAdmin.client.get(OO_APP_API.ooApp(far.id))).statusCode).toBe(404);

    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(OO_APP_API.ooApp(far.id))).statusCode).toBe(200);
    const write = await readonly.client.post(
      OO_APP_API.ooApps,
      appBody('Read only', { publisherId: publisher.id }),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
  });

  it('lists, counts, searches and exports the apps', async () => {
    await app.admin.post(
      OO_APP_API.ooApps,
      appBody('Zebra Channel', { coId: contentOwner.id }, { platform: 'FIRE_TV' }),
    );
    const page = (await app.admin.get(`${OO_APP_API.ooApps}?name=zebra&size=10`)).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(['Zebra Channel']);
    const counts = countsOf((await app.admin.get(`${OO_APP_API.counts}?name=zebra`)).json());
    expect(counts.ACTIVE).toBe(1);
    const csv = await app.admin.get(`${OO_APP_API.ooApps}/export.csv?name=zebra`);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Name,Platform,Owner,Collections,Channels,Feed status,Status,Added',
    );
    expect(csv.body).toContain(`Zebra Channel,Amazon Fire TV,${contentOwner.name},,,Not submitted,Active,`);
  });

  it('an edit is reverted from the changelog, back to the earlier collections', async () => {
    const made = (
      await app.admin.post(
        OO_APP_API.ooApps,
        appBody('Revert me', { publisherId: publisher.id }, { collectionIds: [collectionId] }),
      )
    ).json();
    const edited = await app.admin.put(OO_APP_API.ooApp(made.id), {
      ...appBody('Reverted name', { publisherId: publisher.id }),
      version: made.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Reverted name', collections: [] });
    const change = (await changesOf(app.t, 'OO_APP', made.id)).find((entry) => entry.action === 'UPDATE');
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    const [row] = await app.t.db.select().from(ooApps).where(eq(ooApps.id, made.id));
    expect(row?.name).toBe('Revert me');
    expect((await app.admin.get(OO_APP_API.ooApp(made.id))).json().collections).toEqual([
      expect.objectContaining({ id: collectionId }),
    ]);
  });
});
