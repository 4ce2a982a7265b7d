import type { Page } from '@adcast/domain/paging';
import {
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEWS_API,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
} from '@adcast/domain/views/saved-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Builders, builders } from './support/builders';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

const search = { sortProperty: 'name', sortDirection: 'desc', status: 'ACTIVE', hide: 'createdOn' };

describe('saved views (issue 31): a user names a list’s filters, sort and columns and comes back to them', () => {
  let t: TestApp;
  let make: Builders;

  const list = async (client: Client, query: Record<string, string>) =>
    (await client.get(`${SAVED_VIEWS_API.views}?${new URLSearchParams(query)}`)).json() as Page<SavedView>;
  const save = (client: Client, body: object) => client.post(SAVED_VIEWS_API.views, body);
  const rename = (client: Client, id: number, name: string) =>
    client.send({ method: 'PUT', url: SAVED_VIEWS_API.view(id), payload: { name } });
  const remove = (client: Client, id: number) =>
    client.send({ method: 'DELETE', url: SAVED_VIEWS_API.view(id) });
  const names = (page: Page<SavedView>) => page.content.map((view) => view.name);
  const someone = async () => (await make.user({ roles: ['ADMIN'] })).client;

  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
  });
  afterAll(() => t.close());

  it('saves a view with its settings, lists a list’s views by name and paged, renames and deletes', async () => {
    const me = await someone();
    const created = await save(me, { list: '/placements', name: ' Active by name ', search });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ list: '/placements', name: 'Active by name', search });
    await save(me, { list: '/placements', name: 'archived', search: { status: 'ARCHIVED' } });
    await save(me, { list: '/placements', name: 'Big floors', search: {} });
    await save(me, { list: '/demand/list', name: 'Partners', search: {} });

    const all = await list(me, { list: '/placements' });
    expect(all.totalElements).toBe(3);
    expect(names(all)).toEqual(['Active by name', 'archived', 'Big floors']);
    const second = await list(me, { list: '/placements', page: '1', size: '2' });
    expect([second.totalElements, names(second)]).toEqual([3, ['Big floors']]);
    expect(names(await list(me, { list: '/demand/list' }))).toEqual(['Partners']);

    const renamed = await rename(me, created.json().id, 'Live placements');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Live placements', search });
    expect((await remove(me, created.json().id)).statusCode).toBe(204);
    expect(names(await list(me, { list: '/placements' }))).toEqual(['archived', 'Big floors']);
  });

  it('keeps names unique per user and list, ignoring case, saying which name is taken', async () => {
    const me = await someone();
    await save(me, { list: '/placements', name: 'Mine', search });
    const twice = await save(me, { list: '/placements', name: 'MINE', search: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages).toEqual([SAVED_VIEW_MESSAGES.nameTaken('MINE')]);
    expect(twice.json().messages[0]).toBe(
      'You already have a view named “MINE” on this list: choose another name',
    );
    const other = (await save(me, { list: '/placements', name: 'Other', search })).json() as SavedView;
    const clash = await rename(me, other.id, 'mine');
    expect([clash.statusCode, clash.json().messages]).toEqual([409, [SAVED_VIEW_MESSAGES.nameTaken('mine')]]);
    expect(names(await list(me, { list: '/placements' }))).toEqual(['Mine', 'Other']);
    // The same name on another list, or another user's, is free.
    expect((await save(me, { list: '/connections', name: 'Mine', search })).statusCode).toBe(201);
    expect((await save(await someone(), { list: '/placements', name: 'Mine', search })).statusCode).toBe(201);
  });

  it('refuses bad input with a message for a person and keeps nothing of it', async () => {
    const me = await someone();
    const refusals = [
      [{ list: '/placements', name: '   ', search }, SAVED_VIEW_MESSAGES.nameRequired],
      [
        { list: '/placements', name: 'x'.repeat(SAVED_VIEW_NAME_MAX + 1), search },
        SAVED_VIEW_MESSAGES.nameTooLong,
      ],
      [{ list: 'https://elsewhere.test/', name: 'Away', search }, SAVED_VIEW_MESSAGES.listInvalid],
      [{ list: '/placements', name: 'Odd', search: { 'a b': 'x' } }, SAVED_VIEW_MESSAGES.searchInvalid],
      [
        { list: '/placements', name: 'Long', search: { q: 'x'.repeat(2001) } },
        SAVED_VIEW_MESSAGES.valueTooLong,
      ],
      [
        {
          list: '/placements',
          name: 'Many',
          search: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`p${i}`, 'x'])),
        },
        SAVED_VIEW_MESSAGES.searchInvalid,
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const answer = await save(me, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().messages.join(' ')).toContain(message);
    }
    expect((await list(me, { list: '/placements' })).totalElements).toBe(0);
    expect((await me.get(`${SAVED_VIEWS_API.views}?list=nowhere`)).statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST} views of one list per user, saying so; saves sent at once never pass it`, async () => {
    const me = await someone();
    const answers = await Promise.all(
      Array.from({ length: SAVED_VIEWS_PER_LIST + 3 }, (_, i) =>
        save(me, { list: '/placements', name: `View ${i}`, search }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SAVED_VIEWS_PER_LIST);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().messages])).toEqual(
      Array(3).fill([422, [SAVED_VIEW_MESSAGES.tooMany]]),
    );
    expect(SAVED_VIEW_MESSAGES.tooMany).toBe('You may keep at most 50 views of one list: delete one first');
    expect((await list(me, { list: '/placements' })).totalElements).toBe(SAVED_VIEWS_PER_LIST);
    // Another list has room of its own.
    expect((await save(me, { list: '/connections', name: 'View 0', search })).statusCode).toBe(201);
  });

  it('keeps each view to its user: another user, a network user among them, neither lists, renames nor deletes it (404)', async () => {
    const owner = await someone();
    const network = await make.network();
    const networkUser = (await make.user({ roles: ['ADMIN'], networkId: network.id })).client;
    const mine = (await save(owner, { list: '/placements', name: 'Mine', search })).json() as SavedView;
    const theirs = (
      await save(networkUser, { list: '/placements', name: 'Theirs', search })
    ).json() as SavedView;

    expect(names(await list(networkUser, { list: '/placements' }))).toEqual(['Theirs']);
    expect(names(await list(owner, { list: '/placements' }))).toEqual(['Mine']);
    for (const answer of [await rename(networkUser, mine.id, 'Taken'), await remove(networkUser, mine.id)]) {
      expect([answer.statusCode, answer.json().messages]).toEqual([404, ['Saved view not found']]);
    }
    for (const answer of [await rename(owner, theirs.id, 'Taken'), await remove(owner, theirs.id)]) {
      expect(answer.statusCode).toBe(404);
    }
    expect(names(await list(owner, { list: '/placements' }))).toEqual(['Mine']);
    expect(names(await list(networkUser, { list: '/placements' }))).toEqual(['Theirs']);
  });
});
