import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { GENRE_MESSAGES } from '@adcast/domain/taxonomy/genres';
import { TAXONOMY_API } from '@adcast/domain/taxonomy/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { taxonomyGenres } from '../src/db/schema/taxonomy';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, rowCount, useDemoApp } from './support/demand';

const genreBody = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  networkId: null,
  parentId: null,
  iabCategoryId: '640',
  ...fields,
});

describe('taxonomy genres: a tree mapped to the IAB Content Taxonomy', () => {
  const app = useDemoApp();
  let make: Builders;
  beforeAll(() => {
    make = builders(app.t);
  });

  it('creates a genre and a subgenre under it, records both, and counts the subgenres', async () => {
    const drama = await app.admin.post(TAXONOMY_API.genres, genreBody('Drama'));
    expect(drama.statusCode).toBe(201);
    const crime = await app.admin.post(
      TAXONOMY_API.genres,
      genreBody('Crime drama', { parentId: drama.json().id, iabCategoryId: '644' }),
    );
    expect(crime.json()).toMatchObject({
      name: 'Crime drama',
      parent: { id: drama.json().id, name: 'Drama' },
      iabCategoryId: '644',
      version: 1,
    });
    expect((await app.admin.get(TAXONOMY_API.genre(drama.json().id))).json().subgenreCount).toBe(1);
    expect((await changesOf(app.t, 'GENRE', crime.json().id))[0]).toMatchObject({ action: 'CREATE' });
    const subgenres = (
      await app.admin.get(`${TAXONOMY_API.genres}?parentIds=${drama.json().id}&${ALL_STATUSES}`)
    ).json();
    expect(subgenres.content.map((genre: { name: string }) => genre.name)).toEqual(['Crime drama']);
  });

  it('answers the IAB categories, tier 2 under tier 1', async () => {
    const categories = (await app.admin.get(TAXONOMY_API.iabCategories)).json();
    expect(categories).toContainEqual({ id: '640', name: 'Television', tier: 1, parentId: null });
    expect(categories).toContainEqual({ id: '644', name: 'Drama TV', tier: 2, parentId: '640' });
  });

  it('refuses a broken tree or an unknown category, with its message, and writes nothing', async () => {
    const top = (await app.admin.post(TAXONOMY_API.genres, genreBody('Sports'))).json();
    const sub = (
      await app.admin.post(TAXONOMY_API.genres, genreBody('Football', { parentId: top.id }))
    ).json();
    const before = await rowCount(app.t, taxonomyGenres);
    const refused = async (
      response: { statusCode: number; json(): { messages: string[] } },
      message: string,
    ) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(
      await app.admin.post(TAXONOMY_API.genres, genreBody('Unknown', { iabCategoryId: '99999' })),
      `iabCategoryId: ${GENRE_MESSAGES.iabCategory}`,
    );
    await refused(
      await app.admin.post(TAXONOMY_API.genres, genreBody('Too deep', { parentId: sub.id })),
      GENRE_MESSAGES.parentIsSubgenre,
    );
    await refused(
      await app.admin.post(TAXONOMY_API.genres, genreBody('Orphan', { parentId: 2_000_000_000 })),
      GENRE_MESSAGES.parentNotFound,
    );
    await refused(
      await app.admin.put(TAXONOMY_API.genre(top.id), {
        ...genreBody('Sports', { parentId: top.id }),
        version: 1,
      }),
      GENRE_MESSAGES.parentIsSelf,
    );
    const other = (await app.admin.post(TAXONOMY_API.genres, genreBody('News'))).json();
    await refused(
      await app.admin.put(TAXONOMY_API.genre(top.id), {
        ...genreBody('Sports', { parentId: other.id }),
        version: 1,
      }),
      GENRE_MESSAGES.hasSubgenres,
    );
    expect(await rowCount(app.t, taxonomyGenres)).toBe(before + 1);
    const twin = await app.admin.post(TAXONOMY_API.genres, genreBody('sports'));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().messages).toEqual([GENRE_MESSAGES.duplicateName]);
  });

  it('lists by name with counts and exports the tree with its IAB labels', async () => {
    const parent = (await app.admin.post(TAXONOMY_API.genres, genreBody('Quiz shows'))).json();
    await app.admin.post(
      TAXONOMY_API.genres,
      genreBody('Quiz classics', { parentId: parent.id, iabCategoryId: '651' }),
    );
    expect(countsOf((await app.admin.get(`${TAXONOMY_API.counts}?name=quiz`)).json())).toEqual({
      ACTIVE: 2,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    const csv = await app.admin.get(`${TAXONOMY_API.genres}/export.csv?name=quiz`);
    expect(csv.body.split('\r\n')[0]).toBe('Name,Parent genre,IAB category,Subgenres,Network,Status,Added');
    expect(csv.body).toContain('Quiz classics,Quiz shows,Television > Special Interest TV (651),0');
  });

  it('an edit is reverted from the changelog', async () => {
    const genre = (await app.admin.post(TAXONOMY_API.genres, genreBody('Westerns'))).json();
    await app.admin.put(TAXONOMY_API.genre(genre.id), {
      ...genreBody('Cowboys', { iabCategoryId: '324' }),
      version: 1,
    });
    const [change] = await changesOf(app.t, 'GENRE', genre.id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.json()).toMatchObject({ name: 'Westerns', iabCategoryId: '640', version: 3 });
  });

  it("keeps a network user to its network's genres; read-only admins read, change nothing", async () => {
    const network = await make.network();
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const own = await networkAdmin.client.post(TAXONOMY_API.genres, genreBody('Network genre'));
    expect(own.json().network).toMatchObject({ id: network.id });
    const platform = (await app.admin.post(TAXONOMY_API.genres, genreBody('Platform genre'))).json();
    expect((await networkAdmin.client.get(TAXONOMY_API.genre(platform.id))).statusCode).toBe(404);
    const elsewhere = await networkAdmin.client.post(
      TAXONOMY_API.genres,
      genreBody('Elsewhere', { networkId: network.id + 1 }),
    );
    expect(elsewhere.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const underPlatform = await networkAdmin.client.post(
      TAXONOMY_API.genres,
      genreBody('Under platform', { parentId: platform.id }),
    );
    expect(underPlatform.json().messages).toEqual([GENRE_MESSAGES.parentNotFound]);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(TAXONOMY_API.genre(platform.id))).statusCode).toBe(200);
    const write = await readonly.client.post(TAXONOMY_API.genres, genreBody('Read-only genre'));
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect((await revOps.client.get(TAXONOMY_API.genres)).statusCode).toBe(403);
  });
});
