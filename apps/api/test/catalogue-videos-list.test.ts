import { withQuery } from '@adcast/domain/query';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema/catalogue';
import { type Builders, builders } from './support/builders';
import { ids } from './support/demand';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 86_400_000;
type Client = Awaited<ReturnType<TestApp['as']>>;

/** Part 2 §2/§3 videos table: every filter alone and together, sort, paging; §4 ownership. */
describe('catalogue: the videos list', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  let owner: { id: number; networkId: number | null };
  let v: Record<'drama' | 'comedy' | 'old' | 'bare', { id: number; title: string }>;
  const tag = `tag-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
    owner = await b.contentOwner();
    const poster = { posterUrls: ['https://img.example.com/p.png'] };
    v = {
      drama: await b.video({
        owner,
        title: 'Harbour Lights',
        tags: [tag, 'sea'],
        genres: ['Drama'],
        flags: ['hd'],
        artist: 'Ann Lee',
        duration: 300,
        ...poster,
      }),
      comedy: await b.video({
        owner,
        title: 'Laugh Track',
        tags: [`${tag}-b`],
        genres: ['Comedy'],
        flags: ['kids'],
        artist: 'Bob Ray',
        duration: 60,
        ...poster,
      }),
      old: await b.video({
        owner,
        title: 'Archive Reel',
        genres: ['Drama'],
        artist: 'Ann Lee',
        updatedOn: new Date(Date.now() - 60 * DAY),
        duration: 120,
      }),
      bare: await b.video({ owner, title: 'Untitled Cut' }),
    };
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number>, client = admin) => {
    const response = await client.get(withQuery('/api/videos', { coIds: owner.id, ...query }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const idsOf = (...names: (keyof typeof v)[]) => names.map((name) => v[name].id);
  const sorted = (values: number[]) => [...values].sort((x, y) => x - y);

  it('answers the owner videos newest first by default, with the DTO of part 2 §3', async () => {
    const page = await list({});
    expect(page.totalElements).toBe(4);
    expect(ids(page)).toEqual(idsOf('bare', 'old', 'comedy', 'drama'));
    expect(page.content.find((video: { id: number }) => video.id === v.drama.id)).toMatchObject({
      title: 'Harbour Lights',
      ownerType: 'CONTENT_OWNER',
      coId: owner.id,
      coVideo: { id: owner.id },
      genre: 'Drama',
      tags: [tag, 'sea'],
      posters: ['https://img.example.com/p.png'],
      duration: 300,
      numberOfPlaylists: 0,
    });
  });

  it('narrows by each filter alone', async () => {
    const cases: [Record<string, string | number>, number[]][] = [
      [{ flags: 'hd' }, idsOf('drama')],
      [{ tags: `${tag},${tag}-b` }, idsOf('drama', 'comedy')],
      [{ genres: 'Drama' }, idsOf('drama', 'old')],
      [{ artists: 'Ann Lee,Bob Ray' }, idsOf('drama', 'comedy', 'old')],
      [{ updatedDaysAgo: 31 }, idsOf('old')],
      [{ updatedDaysAgo: 7 }, idsOf('drama', 'comedy', 'bare')],
      [{ missingThumb: 'true' }, idsOf('old', 'bare')],
      [{ missingThumb: 'false' }, idsOf('drama', 'comedy')],
      [{ ownerType: 'CONTENT_OWNER' }, idsOf('drama', 'comedy', 'old', 'bare')],
      [{ ownerType: 'PUBLISHER' }, []],
      [{ ownerType: 'ALL' }, idsOf('drama', 'comedy', 'old', 'bare')],
      [{ title: 'REEL' }, idsOf('old')],
    ];
    for (const [query, expected] of cases) {
      expect(sorted(ids(await list(query))), JSON.stringify(query)).toEqual(sorted(expected));
    }
    // The array filters alone, over the whole catalogue.
    const anywhere = await admin.get(withQuery('/api/videos', { tags: tag }));
    expect(ids(anywhere.json())).toEqual(idsOf('drama'));
  });

  it('combines every filter', async () => {
    const all = {
      title: 'harbour',
      contentOwnerId: owner.id,
      flags: 'hd',
      tags: tag,
      genres: 'Drama',
      artists: 'Ann Lee',
      updatedDaysAgo: 7,
      ownerType: 'CONTENT_OWNER',
      missingThumb: 'false',
    };
    expect(ids(await list(all))).toEqual(idsOf('drama'));
    expect(ids(await list({ ...all, genres: 'Comedy' }))).toEqual([]);
  });

  it('sorts by the chosen column and pages keeping the filters', async () => {
    expect(ids(await list({ sortProperty: 'title', sortDirection: 'asc' }))).toEqual(
      idsOf('old', 'drama', 'comedy', 'bare'),
    );
    expect(ids(await list({ sortProperty: 'duration', sortDirection: 'desc' }))).toEqual(
      idsOf('drama', 'old', 'comedy', 'bare'),
    );
    const second = await list({ sortProperty: 'title', sortDirection: 'asc', size: 2, page: 1 });
    expect(second.totalElements).toBe(4);
    expect(ids(second)).toEqual(idsOf('comedy', 'bare'));
    const filtered = await list({
      genres: 'Drama',
      size: 1,
      page: 1,
      sortProperty: 'title',
      sortDirection: 'asc',
    });
    expect([filtered.totalElements, ids(filtered)]).toEqual([2, idsOf('drama')]);
  });

  it('refuses an unknown sort or a bad filter value with 400', async () => {
    for (const query of ['sortProperty=views', 'updatedDaysAgo=3', 'ownerType=NOBODY', 'coIds=x']) {
      const response = await admin.get(`/api/videos?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().messages.length).toBeGreaterThan(0);
    }
  });

  it('shows a publisher or content owner only its own videos (part 2 §4)', async () => {
    const publisher = await b.publisher();
    const mine = await b.video({ publisher, title: 'Own clip' });
    const me = await b.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      { role: 'PUBLISHER', publisherId: publisher.id },
    );
    expect(ids((await me.client.get('/api/videos')).json())).toEqual([mine.id]);
    expect((await me.client.get(`/api/videos/${v.drama.id}`)).statusCode).toBe(404);
    expect((await me.client.get(`/api/videos/${mine.id}`)).json().title).toBe('Own clip');
    expect(ids((await me.client.get(`/api/publishers/${publisher.id}/videos`)).json())).toEqual([mine.id]);
    expect((await me.client.get(`/api/co/${owner.id}/videos`)).statusCode).toBe(404);

    const co = await b.user(
      { roles: ['CONTENT_OWNER'], contentOwnerIds: [owner.id] },
      { role: 'CONTENT_OWNER', contentOwnerId: owner.id },
    );
    const coPage = (await co.client.get(`/api/co/${owner.id}/videos?genres=Drama`)).json();
    expect(sorted(ids(coPage))).toEqual(sorted(idsOf('drama', 'old')));
    expect(ids((await co.client.get(`/api/videos?publisherIds=${publisher.id}`)).json())).toEqual([]);
    expect((await co.client.get(`/api/publishers/${publisher.id}/videos`)).statusCode).toBe(404);
  });

  it('exports every video of the filter as CSV (all pages), formula-like titles neutralised, in the caller’s scope', async () => {
    const formula = await b.video({ owner, title: '=HYPERLINK("x")', tags: [tag], duration: 10 });
    const csv = await admin.get(withQuery('/api/videos/export.csv', { coIds: owner.id, tags: tag, size: 1 }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Title,Owner,Artist,Duration,Tags,Genres,Flags,Published at,Created on');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([`"'=HYPERLINK(""x"")"`, 'Harbour Lights']);
    const embedded = await admin.get(withQuery(`/api/co/${owner.id}/videos/export.csv`, { tags: tag }));
    expect(embedded.body.trim().split('\r\n')).toHaveLength(3);
    const publisher = await b.publisher();
    const me = await b.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      { role: 'PUBLISHER', publisherId: publisher.id },
    );
    expect((await me.client.get(withQuery('/api/videos/export.csv', { tags: tag }))).body.trim()).toBe(
      lines[0],
    );
    expect((await me.client.get(`/api/co/${owner.id}/videos/export.csv`)).statusCode).toBe(404);
    await t.db.delete(videos).where(eq(videos.id, formula.id));
  });

  it("shows a network user only its network's videos, and refuses roles without videos read", async () => {
    const network = await b.network();
    const inNetwork = await b.contentOwner({ networkId: network.id });
    const theirs = await b.video({ owner: inNetwork });
    const netAdmin = await b.user({ roles: ['ADMIN'], networkId: network.id }, { role: 'ADMIN' });
    expect(ids((await netAdmin.client.get('/api/videos')).json())).toEqual([theirs.id]);
    expect((await netAdmin.client.get(`/api/co/${owner.id}/videos`)).statusCode).toBe(404);
    expect((await netAdmin.client.get(`/api/videos/${v.drama.id}`)).statusCode).toBe(404);

    const campaigns = await b.user({ roles: ['CAMPAIGN_MANAGER'] }, { role: 'CAMPAIGN_MANAGER' });
    expect((await campaigns.client.get('/api/videos')).statusCode).toBe(403);
    expect((await campaigns.client.get('/api/videos/tags')).statusCode).toBe(403);
  });

  it('lists the flags, genres and tags in use, and artists by text (part 2 §7)', async () => {
    expect((await admin.get('/api/videos/flags')).json()).toEqual(expect.arrayContaining(['hd', 'kids']));
    expect((await admin.get('/api/videos/genres')).json()).toEqual(
      expect.arrayContaining(['Comedy', 'Drama']),
    );
    expect((await admin.get('/api/videos/tags')).json()).toEqual(expect.arrayContaining([tag, `${tag}-b`]));
    expect((await admin.get('/api/videos/artists?search=ann')).json()).toContain('Ann Lee');
    expect((await admin.get('/api/videos/artists?search=ann')).json()).not.toContain('Bob Ray');
  });
});
