import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import { DELETE_MESSAGES } from '@adcast/domain/record-deletes';
import { USER_MESSAGES } from '@adcast/domain/users/messages';
import { USERS_API } from '@adcast/domain/users/paths';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections, collectionVideos } from '../src/db/schema/catalogue';
import { publishers } from '../src/db/schema/tenancy';
import { builders } from './support/builders';
import { type Client, changesOf, useDemoApp } from './support/demand';
import { DEMO } from './support/test-app';

const del = (client: Client, url: string) => client.send({ method: 'DELETE', url });

describe('the rest of the call catalogue (part 2 §7)', () => {
  const app = useDemoApp();
  const make = () => builders(app.t);

  describe('PUT /api/users/{username}/{status}', () => {
    it('sets a user to a status of the user statuses, and logs it', async () => {
      const { email, id } = await make().user({ roles: ['SALES_REPRESENTATIVE'] });
      const disabled = await app.admin.put(USERS_API.status(email, 'DISABLED'));
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ email, status: 'DISABLED' });
      const again = await app.admin.put(USERS_API.status(email, 'DISABLED'));
      expect(again.statusCode).toBe(422);
      expect(again.json().messages).toEqual([USER_MESSAGES.alreadyDisabled]);
      expect((await app.admin.put(USERS_API.status(email, 'ENABLED'))).json().status).toBe('ENABLED');
      expect((await changesOf(app.t, 'USER', id)).map((c) => c.action)).toEqual(['ENABLE', 'DISABLE']);
    });

    it('refuses a status that is not one, a read-only admin, and another network', async () => {
      const network = await make().network();
      const target = await make().user({ roles: ['PUBLISHER'], networkId: network.id });
      expect((await app.admin.put(USERS_API.status(target.email, 'ARCHIVED'))).statusCode).toBe(400);
      const readonly = await app.t.as(DEMO.readonly);
      expect((await readonly.put(USERS_API.status(target.email, 'DISABLED'))).statusCode).toBe(403);
      const elsewhere = await make().user({ roles: ['ADMIN'], networkId: (await make().network()).id });
      expect((await elsewhere.client.put(USERS_API.status(target.email, 'DISABLED'))).statusCode).toBe(404);
      const [after] = (
        await app.admin.get(`${USERS_API.list}?search=${encodeURIComponent(target.email)}`)
      ).json().content;
      expect(after.status).toBe('ENABLED');
    });
  });

  describe('GET /api/publishers/{id}/users and /api/co/{id}/users', () => {
    it("pages an owner's users for staff, its own users for the owner, and hides other owners", async () => {
      const network = await make().network();
      const publisher = await make().publisher({ networkId: network.id });
      const owner = await make().contentOwner({ networkId: network.id });
      const pubUser = await make().user(
        { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
        {
          role: 'PUBLISHER',
          publisherId: publisher.id,
        },
      );
      const coUser = await make().user({ roles: ['CONTENT_OWNER'], contentOwnerIds: [owner.id] });
      const emails = async (client: typeof app.admin, url: string) => {
        const answer = await client.get(url);
        return answer.statusCode === 200
          ? answer.json().content.map((user: { email: string }) => user.email)
          : answer.statusCode;
      };
      expect(await emails(app.admin, USERS_API.publisherUsers(publisher.id))).toEqual([pubUser.email]);
      expect(await emails(app.admin, USERS_API.contentOwnerUsers(owner.id))).toEqual([coUser.email]);
      expect(await emails(pubUser.client, USERS_API.publisherUsers(publisher.id))).toEqual([pubUser.email]);
      const other = await make().publisher();
      expect(await emails(pubUser.client, USERS_API.publisherUsers(other.id))).toBe(404);
      const elsewhere = await make().user({ roles: ['ADMIN'], networkId: (await make().network()).id });
      expect(await emails(elsewhere.client, USERS_API.publisherUsers(publisher.id))).toBe(404);
      expect(await emails(elsewhere.client, USERS_API.contentOwnerUsers(owner.id))).toBe(404);
      expect(await emails(app.admin, USERS_API.publisherUsers(2_000_000_000))).toBe(404);
      expect(await emails(app.admin, `${USERS_API.publisherUsers(publisher.id)}?size=0`)).toBe(400);
    });
  });

  describe('DELETE /api/playlists/{id}', () => {
    it('deletes a collection and its list (the videos stay), with a changelog entry', async () => {
      const video = await make().video();
      const collection = await make().collection({ videoIds: [video.id] });
      const answer = await del(app.admin, CATALOGUE_API.playlist(collection.id));
      expect(answer.statusCode).toBe(204);
      expect((await app.admin.get(CATALOGUE_API.playlist(collection.id))).statusCode).toBe(404);
      expect(
        await app.t.db
          .select()
          .from(collectionVideos)
          .where(eq(collectionVideos.collectionId, collection.id)),
      ).toEqual([]);
      expect((await app.admin.get(`/api/videos/${video.id}`)).statusCode).toBe(200);
      const [change] = await changesOf(app.t, 'COLLECTION', collection.id);
      expect(change?.action).toBe('DELETE');
    });

    it('refuses a collection a channel plays, naming it, and keeps it', async () => {
      const collection = await make().collection();
      const channel = await make().channel({ title: 'Night shift', collectionIds: [collection.id] });
      const answer = await del(app.admin, CATALOGUE_API.playlist(collection.id));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().messages).toEqual([DELETE_MESSAGES.collectionOnChannels([channel.title])]);
      expect(await app.t.db.select().from(collections).where(eq(collections.id, collection.id))).toHaveLength(
        1,
      );
    });

    it("lets no read-only admin delete, and no network user another network's collection", async () => {
      const network = await make().network();
      const collection = await make().collection({ networkId: network.id });
      const readonly = await app.t.as(DEMO.readonly);
      expect((await del(readonly, CATALOGUE_API.playlist(collection.id))).statusCode).toBe(403);
      const elsewhere = await make().user({ roles: ['ADMIN'], networkId: (await make().network()).id });
      expect((await del(elsewhere.client, CATALOGUE_API.playlist(collection.id))).statusCode).toBe(404);
      expect(await app.t.db.select().from(collections).where(eq(collections.id, collection.id))).toHaveLength(
        1,
      );
    });
  });

  describe('DELETE /api/publishers/{id}', () => {
    it('deletes a publisher that holds nothing, with a changelog entry', async () => {
      const publisher = await make().publisher();
      expect((await del(app.admin, PUBLISHERS_API.publisher(publisher.id))).statusCode).toBe(204);
      expect((await app.admin.get(PUBLISHERS_API.publisher(publisher.id))).statusCode).toBe(404);
      const [change] = await changesOf(app.t, 'PUBLISHER', publisher.id);
      expect(change).toMatchObject({ action: 'DELETE', entityName: publisher.name });
    });

    it('refuses a publisher with inventory, naming what it holds, and keeps it', async () => {
      const publisher = await make().publisher();
      await make().placements(2, { publisher });
      await make().app({ publisher });
      const answer = await del(app.admin, PUBLISHERS_API.publisher(publisher.id));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().messages).toEqual([
        DELETE_MESSAGES.publisherHolds([
          { holding: 'placements', count: 2 },
          { holding: 'apps', count: 1 },
        ]),
      ]);
      expect(answer.json().messages[0]).toContain('2 placements, 1 app');
      expect(await app.t.db.select().from(publishers).where(eq(publishers.id, publisher.id))).toHaveLength(1);
    });

    it("lets no read-only admin or publisher delete, and no network admin another network's", async () => {
      const network = await make().network();
      const publisher = await make().publisher({ networkId: network.id });
      const readonly = await app.t.as(DEMO.readonly);
      expect((await del(readonly, PUBLISHERS_API.publisher(publisher.id))).statusCode).toBe(403);
      const own = await make().user(
        { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
        {
          role: 'PUBLISHER',
          publisherId: publisher.id,
        },
      );
      expect((await del(own.client, PUBLISHERS_API.publisher(publisher.id))).statusCode).toBe(403);
      const elsewhere = await make().user({ roles: ['ADMIN'], networkId: (await make().network()).id });
      expect((await del(elsewhere.client, PUBLISHERS_API.publisher(publisher.id))).statusCode).toBe(404);
      expect(await app.t.db.select().from(publishers).where(eq(publishers.id, publisher.id))).toHaveLength(1);
    });
  });
});
