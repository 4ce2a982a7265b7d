import { CONNECTION_SORT_PROPERTIES, type ConnectionSortProperty } from '@adcast/domain/demand/connections';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_STEP } from '../src/db/list/anchors';
import { cappedStatusCounts, denseStatusCounts } from '../src/db/list/capped-count';
import type { ListDefinition, ListRequest } from '../src/db/list/definition';
import { keptRows, recordStatements, rowsOf } from '../src/db/list/execute';
import { readListPage, readStatusCounts } from '../src/db/list/read-list';
import { WORD_WALK_ENTRIES } from '../src/db/list/word-search';
import { ReadMemo } from '../src/db/read-memo';
import { connections, demandPartners } from '../src/db/schema/demand';
import { containsText } from '../src/db/search';
import { orderOf } from '../src/db/sorting';
import { CONNECTION } from '../src/modules/demand/connections/connection-record';
import { listDefinitionOf } from '../src/records/list';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const CONNECTION_SORT_KEYS = CONNECTION.sortKeys;
const CONNECTION_LIST = listDefinitionOf(CONNECTION) as ListDefinition<ConnectionSortProperty, EntityStatus>;

// One partner with more connections than the count cap: 12,000, in every status, with many ties
// in every sort key, read through the list reader and compared with the plain OFFSET query.
const ROWS = 12_000;

describe('list reader: pages and counts equal the plain SQL', () => {
  let t: TestApp;
  let partnerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [partner] = await t.db
      .insert(demandPartners)
      .values({ displayName: 'List Reader Partner', integrationType: 'ORTB' })
      .returning({ id: demandPartners.id });
    partnerId = partner!.id;
    await t.db.execute(sql`
      insert into connections (demand_partner_id, dp_display_name, name, schain_asi, integration_type,
        duplicate_dp_connection, status, placement_cnt, created_on)
      select ${partnerId}, case when g % 3 = 0 then 'List Reader Partner' else 'list reader partner' end,
        (array['Alpha','beta','Gamma','delta'])[1 + g % 4] || ' Route ' || g,
        'ssp' || (g % 13) || '.example.com', (array['ORTB','VAST'])[1 + g % 2], g % 5 = 0,
        case when g % 10 = 0 then 'ARCHIVED' when g % 10 < 4 then 'INACTIVE' else 'ACTIVE' end,
        g % 7, timestamptz '2026-01-01' - (g % 450) * interval '1 minute'
      from generate_series(1, ${ROWS}) g`);
  }, 120_000);
  afterAll(() => t.close());

  const scope = () => eq(connections.demandPartnerId, partnerId);

  /** The page as a plain ORDER BY ... LIMIT ... OFFSET reads it. */
  async function plainPage(req: ListRequest<ConnectionSortProperty>): Promise<number[]> {
    const rows = await t.db
      .select({ id: connections.id })
      .from(connections)
      .where(
        and(
          scope(),
          req.statuses?.length ? inArray(connections.status, [...req.statuses]) : undefined,
          req.search ? containsText(connections.name, req.search) : undefined,
        ),
      )
      .orderBy(...orderOf(CONNECTION_SORT_KEYS, connections.id, req.sort))
      .limit(req.size)
      .offset(req.page * req.size);
    return rows.map((row) => row.id);
  }

  async function plainTotal(statuses: readonly EntityStatus[] | undefined, search?: string) {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(connections)
      .where(
        and(
          scope(),
          statuses?.length ? inArray(connections.status, [...statuses]) : undefined,
          search ? containsText(connections.name, search) : undefined,
        ),
      );
    return row!.n;
  }

  const request = (
    over: Partial<ListRequest<ConnectionSortProperty>>,
  ): ListRequest<ConnectionSortProperty> => ({
    where: scope(),
    scopeKey: `partner ${partnerId}`,
    sort: { sortProperty: 'createdOn', sortDirection: 'desc' },
    page: 0,
    size: 10,
    ...over,
  });

  const read = (req: ListRequest<ConnectionSortProperty>, memo = new ReadMemo()) =>
    readListPage(t.db, memo, CONNECTION_LIST, req, async (ids) => ids.map((id) => ({ id })));

  /** A page read as the record lists read it at either end: its rows in one statement with their ids. */
  const readInOneStatement = (req: ListRequest<ConnectionSortProperty>, memo = new ReadMemo()) =>
    readListPage(
      t.db,
      memo,
      CONNECTION_LIST,
      req,
      () => Promise.reject(new Error('the page was read in two statements')),
      undefined,
      (walk, selected) =>
        keptRows(t.db, { values: { ...walk.statements?.values, ...selected.values } }, (bind) =>
          t.db
            .select({ id: connections.id })
            .from(connections)
            .where(inArray(connections.id, selected.ids(bind)))
            .orderBy(...orderOf(CONNECTION_SORT_KEYS, connections.id, walk.sort, walk.reversed)),
        ),
    );

  /** Pages at the start, in the first and second half, and at the end of a list of `total` rows. */
  const pagesOf = (total: number, size: number) => {
    const last = Math.ceil(total / size) - 1;
    const pages = [
      0,
      1,
      Math.floor(last / 3),
      Math.floor(last / 2),
      Math.floor((2 * last) / 3),
      last - 1,
      last,
      last + 1,
    ];
    return [...new Set(pages.filter((page) => page >= 0))];
  };

  const statusSets: (EntityStatus[] | undefined)[] = [['ACTIVE'], ['INACTIVE', 'ARCHIVED'], undefined];

  /**
   * The total a page answers: exact up to the cap; past it a lower bound that reaches one row past
   * the page while the list goes on (so the paginator offers the next page), exact once a page
   * reaches the end.
   */
  const expectedTotal = (total: number, cap: number, page: number, size: number) => {
    const end = page * size + size;
    if (total <= cap || (end >= total && page * size < total)) return { totalElements: total };
    if (page * size >= total) return { totalElements: cap, totalCapped: true };
    return { totalElements: Math.max(cap, end + 1), totalCapped: true };
  };

  it.each(CONNECTION_SORT_PROPERTIES.map((property, i) => [property, i % 2 ? 'asc' : 'desc'] as const))(
    'sorted by %s %s: deep pages, single and merged statuses, equal the OFFSET query',
    async (sortProperty, sortDirection) => {
      for (const statuses of statusSets) {
        const total = await plainTotal(statuses);
        // One memo: later pages seek from the anchors earlier ones left, in either order.
        const memo = new ReadMemo();
        const pages = pagesOf(total, 25);
        for (const page of [...pages, ...pages.reverse()]) {
          const req = request({ statuses, sort: { sortProperty, sortDirection }, page, size: 25 });
          const result = await read(req, memo);
          // Past the cap too: the pages after 10,000 rows are read from anchors on the way there.
          expect(
            result.content.map((row) => row.id),
            `page ${page} of ${statuses ?? 'all'}`,
          ).toEqual(await plainPage(req));
          const { totalElements, totalCapped } = result;
          expect({ totalElements, totalCapped }).toEqual(expectedTotal(total, LIST_COUNT_CAP, page, 25));
        }
      }
    },
    60_000,
  );

  it.each(
    CONNECTION_SORT_PROPERTIES.flatMap((property) => [
      [property, 'asc'] as const,
      [property, 'desc'] as const,
    ]),
  )(
    'sorted by %s %s: the first and the last page, read with their rows in one statement, equal the OFFSET query',
    async (sortProperty, sortDirection) => {
      const keptCounts = {
        key: 'partner',
        read: async () =>
          (await t.db
            .select({ status: connections.status, n: sql<number>`count(*)::int` })
            .from(connections)
            .where(scope())
            .groupBy(connections.status)) as { status: string; n: number }[],
      };
      for (const statuses of statusSets) {
        const total = await plainTotal(statuses);
        for (const page of [0, Math.ceil(total / 25) - 1]) {
          const req = request({
            statuses,
            keptCounts,
            sort: { sortProperty, sortDirection },
            page,
            size: 25,
          });
          const result = await readInOneStatement(req);
          expect(
            result.content.map((row) => row.id),
            `page ${page} of ${statuses ?? 'all'}`,
          ).toEqual(await plainPage(req));
        }
      }
    },
    60_000,
  );

  it('with kept (exact) counts, a page past the middle is read from the end and still equals the OFFSET query', async () => {
    const keptCounts = {
      key: 'partner',
      read: async () =>
        (await t.db
          .select({ status: connections.status, n: sql<number>`count(*)::int` })
          .from(connections)
          .where(scope())
          .groupBy(connections.status)) as { status: string; n: number }[],
    };
    const total = await plainTotal(undefined);
    expect(total).toBeGreaterThan(LIST_COUNT_CAP);
    const memo = new ReadMemo();
    const pages = pagesOf(total, 10);
    for (const page of [
      ...pages,
      ...pages.map((p) => p + 1),
      ...pages.map((p) => p - 1).filter((p) => p >= 0),
    ]) {
      const req = request({ keptCounts, page, sort: { sortProperty: 'name', sortDirection: 'asc' } });
      const result = await read(req, memo);
      expect(
        result.content.map((row) => row.id),
        `page ${page}`,
      ).toEqual(await plainPage(req));
      expect(result).toMatchObject({ totalElements: total });
      expect(result.totalCapped).toBeUndefined();
    }
  });

  it.each([
    ['a 3-letter term', 'amm'],
    ['a term with digits', 'route 11'],
    ['a 1-letter term', '7'],
    ['a 2-letter term', 'ta'],
    ['an upper-case 2-letter term', 'TA'],
    ['a 2-letter term nothing has', 'qz'],
    ['a 1-letter term spanning a space', ' '],
    ['a LIKE wildcard, taken as text', '_'],
    ['a term nothing has', 'zzz'],
  ])(
    'searched pages (%s) equal the OFFSET query, with the total exact up to the search cap',
    async (_name, search) => {
      for (const statuses of statusSets) {
        const total = await plainTotal(statuses, search);
        const memo = new ReadMemo();
        for (const page of pagesOf(total, 10)) {
          const req = request({
            statuses,
            search,
            page,
            sort: { sortProperty: 'schainAsi', sortDirection: 'desc' },
          });
          const result = await read(req, memo);
          expect(
            result.content.map((row) => row.id),
            `page ${page} of ${statuses ?? 'all'}`,
          ).toEqual(await plainPage(req));
          const { totalElements, totalCapped } = result;
          expect({ totalElements, totalCapped }).toEqual(expectedTotal(total, SEARCH_COUNT_CAP, page, 10));
        }
      }
    },
    60_000,
  );

  /** Whether reading `work` ran a statement over the kept words of connection names. */
  const readsWords = async (work: () => Promise<unknown>) =>
    (await recordStatements(work)).some((ran) =>
      new PgDialect().sqlToQuery(ran.statement).sql.includes('connection_name_words'),
    );

  it.each([
    ['a word of a thousand names and more', 'route', true],
    ['the start of a word, in capitals', 'ALPH', true],
    ['the inside of a word', 'elt', true],
    ['a letter in two words of a name', 'e', true],
    ['two letters in two words', 'ta', true],
    ['digits alone (numbers are not kept)', '11', false],
    ['a term spanning a space', 'a route', false],
    ['a term no word holds', 'zzz', true],
  ])(
    "sorted by the searched name, pages within the words' walking reach are read word by word (%s) and equal the OFFSET query",
    async (_name, search, byWords) => {
      const [held] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from connection_name_vocabulary where strpos(word, lower(${search})) <> 0`,
      );
      for (const sortDirection of ['asc', 'desc'] as const) {
        for (const statuses of statusSets) {
          const total = await plainTotal(statuses, search);
          const memo = new ReadMemo();
          const last = Math.max(0, Math.ceil(total / 10) - 1);
          for (const page of [...new Set([0, 1, 2, 19, 20, 450, last])].filter((p) => p <= last)) {
            const req = request({ statuses, search, page, sort: { sortProperty: 'name', sortDirection } });
            let result: Awaited<ReturnType<typeof read>> | undefined;
            const wordsRead = await readsWords(async () => {
              result = await read(req, memo);
            });
            const where = `page ${page} ${sortDirection} of ${statuses ?? 'all'}`;
            expect(
              result!.content.map((row) => row.id),
              where,
            ).toEqual(await plainPage(req));
            // Capped totals (every term here but 'zzz') read a page with one row more.
            const walked = page * 10 + 11;
            const withinReach = held!.n <= 1 || held!.n * walked <= WORD_WALK_ENTRIES;
            if (total > 0) expect(wordsRead, where).toBe(byWords && withinReach);
            // Past the first anchor a page seeks from the nearest one (ids, then rows).
            if (!byWords || !withinReach || page * 10 >= ANCHOR_STEP) continue;
            // As the record lists read them: the page's rows in one statement with the words' walk.
            const inOne = await readInOneStatement(req, memo);
            expect(
              inOne.content.map((row) => row.id),
              `${where}, in one statement`,
            ).toEqual(await plainPage(req));
            expect(inOne.totalElements, where).toBe(result!.totalElements);
          }
        }
      }
    },
    60_000,
  );

  it('a short term of a thousand rows and more within the first rows in scope is counted there and says so; a rarer one is left to its index', async () => {
    const dense = (term: string) =>
      denseStatusCounts(
        t.db,
        CONNECTION_LIST,
        { term, scope: scope(), scopeKey: `partner ${partnerId}` },
        CONNECTION_LIST.statuses,
        SEARCH_COUNT_CAP,
      );
    const common = (await dense('1'))!;
    expect(common.every((row) => row.capped)).toBe(true);
    expect(common.reduce((sum, row) => sum + row.count, 0)).toBe(SEARCH_COUNT_CAP + 1);
    for (const row of common) expect(row.count).toBeLessThanOrEqual(await plainTotal([row.status], '1'));
    expect(await plainTotal(undefined, '99')).toBeLessThan(SEARCH_COUNT_CAP);
    expect(await dense('99')).toBeNull();
  });

  it('a term in more words than the words are read by is counted and paged without them, and equals the plain SQL', async () => {
    // 17 words hold "qxq" (MOST_WORDS is 16), one name each, two of them archived.
    const suffixes = 'abcdefghijklmnopq'.split('');
    const made = await t.db
      .insert(connections)
      .values(
        suffixes.map((suffix, at) => ({
          demandPartnerId: partnerId,
          dpDisplayName: 'List Reader Partner',
          name: `Qxq${suffix}${suffix} Mast`,
          schainAsi: 'many.example.com',
          integrationType: 'ORTB' as const,
          status: at % 8 === 0 ? ('ARCHIVED' as const) : ('ACTIVE' as const),
        })),
      )
      .returning({ id: connections.id });
    try {
      const memo = new ReadMemo();
      const sort = { sortProperty: 'name', sortDirection: 'asc' } as const;
      const searched = request({ search: 'QXQ', sort });
      expect(await readStatusCounts(t.db, memo, CONNECTION_LIST, searched)).toEqual([
        { status: 'ACTIVE', count: 14 },
        { status: 'INACTIVE', count: 0 },
        { status: 'ARCHIVED', count: 3 },
      ]);
      for (const page of [0, 1]) {
        const req = request({ search: 'QXQ', sort, page });
        const result = await read(req, memo);
        expect(result.content.map((row) => row.id)).toEqual(await plainPage(req));
        expect(result.totalElements).toBe(17);
      }
      // One word fewer: the words answer the page.
      const fewer = request({ search: 'qxqb', sort });
      expect((await readInOneStatement(fewer, memo)).content.map((row) => row.id)).toEqual([made[1]!.id]);
    } finally {
      await t.db.delete(connections).where(
        inArray(
          connections.id,
          made.map((row) => row.id),
        ),
      );
    }
  });

  it('kept words follow renames, status changes and deletes', async () => {
    const made = await t.db
      .insert(connections)
      .values(
        [1, 2].map((n) => ({
          demandPartnerId: partnerId,
          dpDisplayName: 'List Reader Partner',
          name: `Zephyr Zephyrus ${n}`,
          schainAsi: 'kite.example.com',
          integrationType: 'ORTB' as const,
        })),
      )
      .returning({ id: connections.id });
    const [first, second] = made.map((row) => row.id);
    const search = (term: string, statuses?: EntityStatus[]) =>
      read(request({ search: term, statuses, sort: { sortProperty: 'name', sortDirection: 'asc' } })).then(
        (page) => page.content.map((row) => row.id),
      );
    // A name with the term in two of its words is still one row, counted once.
    expect(await search('zephyr')).toEqual([first, second]);
    const searched = request({
      search: 'ZEPHYR',
      sort: { sortProperty: 'createdOn', sortDirection: 'desc' },
    });
    expect((await read(searched)).totalElements).toBe(2);
    expect(await readStatusCounts(t.db, new ReadMemo(), CONNECTION_LIST, searched)).toEqual([
      { status: 'ACTIVE', count: 2 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 0 },
    ]);
    await t.db.update(connections).set({ name: 'Mistral Kite 1' }).where(eq(connections.id, first!));
    expect(await search('zephyr')).toEqual([second]);
    expect(await search('istra')).toEqual([first]);
    await t.db.update(connections).set({ status: 'ARCHIVED' }).where(eq(connections.id, first!));
    expect(await search('kite', ['ACTIVE'])).toEqual([]);
    expect(await search('kite', ['ARCHIVED'])).toEqual([first]);
    await t.db.delete(connections).where(inArray(connections.id, [first!, second!]));
    expect(await search('kite')).toEqual([]);
    expect(await search('zephyr')).toEqual([]);
  });

  it('counts are exact up to the cap and say so beyond it', async () => {
    const counts = await cappedStatusCounts(t.db, CONNECTION_LIST, scope());
    expect(counts).toEqual([
      { status: 'ACTIVE', count: 7200 },
      { status: 'INACTIVE', count: 3600 },
      { status: 'ARCHIVED', count: 1200 },
    ]);
    expect(await cappedStatusCounts(t.db, CONNECTION_LIST, scope(), ['ACTIVE'], 7199)).toEqual([
      { status: 'ACTIVE', count: 7199, capped: true },
    ]);
    expect(await cappedStatusCounts(t.db, CONNECTION_LIST, scope(), ['ACTIVE'], 7200)).toEqual([
      { status: 'ACTIVE', count: 7200 },
    ]);
  });

  it('the API: a search matching more than 1,000 says "1,000+" in the total and every status box', async () => {
    const admin = await t.as(DEMO.admin);
    const page = await (await admin.get('/api/dpconnection?name=route&status=ACTIVE,INACTIVE')).json();
    expect(page).toMatchObject({ totalElements: SEARCH_COUNT_CAP, totalCapped: true });
    const counts = (await (await admin.get('/api/dpconnection/count-by-status?name=route')).json()) as {
      status: EntityStatus;
      count: number;
      capped?: boolean;
    }[];
    expect(counts.map((c) => [c.status, c.capped])).toEqual([
      ['ACTIVE', true],
      ['INACTIVE', true],
      ['ARCHIVED', true],
    ]);
    for (const c of counts) expect(c.count).toBeLessThanOrEqual(await plainTotal([c.status], 'route'));
  });

  it('the API: paging past a capped search total answers the right rows and offers the next page', async () => {
    const admin = await t.as(DEMO.admin);
    const sort = { sortProperty: 'name', sortDirection: 'asc' } as const;
    const path = `${DEMAND_API.partnerConnections(partnerId)}?name=route&status=ACTIVE&sortProperty=name&sortDirection=asc`;
    const deep = await (await admin.get(`${path}&page=150`)).json();
    expect(deep.content.map((row: { id: number }) => row.id)).toEqual(
      await plainPage(request({ search: 'route', statuses: ['ACTIVE'], sort, page: 150 })),
    );
    expect(deep).toMatchObject({ totalElements: 1511, totalCapped: true });
    const total = await plainTotal(['ACTIVE'], 'route');
    const last = Math.ceil(total / 10) - 1;
    const end = await (await admin.get(`${path}&page=${last}`)).json();
    expect(end.content.map((row: { id: number }) => row.id)).toEqual(
      await plainPage(request({ search: 'route', statuses: ['ACTIVE'], sort, page: last })),
    );
    expect(end.totalElements).toBe(total);
    expect(end.totalCapped).toBeUndefined();
  });

  it('the API: a search under the cap and a list without search have exact totals and boxes', async () => {
    const admin = await t.as(DEMO.admin);
    const counts = await (
      await admin.get(`${DEMAND_API.partnerConnectionCounts(partnerId)}?name=route%2012`)
    ).json();
    expect(counts).toEqual([
      { status: 'ACTIVE', count: await plainTotal(['ACTIVE'], 'route 12') },
      { status: 'INACTIVE', count: await plainTotal(['INACTIVE'], 'route 12') },
      { status: 'ARCHIVED', count: await plainTotal(['ARCHIVED'], 'route 12') },
    ]);
    // Without a search the trigger-kept counts are exact, however many rows.
    const path = `${DEMAND_API.partnerConnections(partnerId)}?status=ACTIVE,INACTIVE,ARCHIVED`;
    const all = await (await admin.get(path)).json();
    expect(all.totalElements).toBe(ROWS);
    expect(all.totalCapped).toBeUndefined();
  });
});
