import { describe, expect, it } from 'vitest';
import { deepPageWindow, fetchPage } from '../src/db/paging';

/** An in-memory list read the way the services read a table: a window, possibly from the end. */
function source(total: number, page: number, size: number) {
  const rows = Array.from({ length: total }, (_, i) => i);
  return {
    page,
    size,
    count: async () => total,
    rows: async ({ limit, offset, reversed }: { limit: number; offset: number; reversed: boolean }) =>
      (reversed ? [...rows].reverse() : rows).slice(offset, offset + limit),
  };
}

describe('paging: deep pages are read from the nearer end', () => {
  it('a page past the middle is read backwards from the end, and comes out in the list order', async () => {
    expect(deepPageWindow(6003, 10, 60_039)).toEqual({ limit: 9, offset: 0, reversed: true });
    expect(deepPageWindow(4000, 10, 60_039)).toEqual({ limit: 10, offset: 20_029, reversed: true });
    expect(deepPageWindow(200, 10, 60_039)).toEqual({ limit: 10, offset: 2000, reversed: false });
    expect(deepPageWindow(6004, 10, 60_039)).toBeNull();
  });

  it('every page of a long list holds the rows a plain offset would give', async () => {
    const total = 5_003;
    for (const [page, size] of [
      [0, 10],
      [99, 10],
      [100, 10],
      [250, 10],
      [499, 10],
      [500, 10],
      [50, 100],
      [51, 100],
    ] as const) {
      const result = await fetchPage(source(total, page, size));
      const expected = Array.from({ length: total }, (_, i) => i).slice(page * size, page * size + size);
      expect(result, `page ${page} of size ${size}`).toEqual({ content: expected, totalElements: total });
    }
  });

  it("a capped total ('10,000+') is passed on, and a deep page is read forward since the end is unknown", async () => {
    const list = source(25_000, 1500, 10);
    const capped = { ...list, count: async () => ({ count: 10_000, capped: true as const }) };
    const page = await fetchPage(capped);
    expect(page).toMatchObject({ totalElements: 10_000, totalCapped: true });
    expect(page.content).toEqual(Array.from({ length: 10 }, (_, i) => 15_000 + i));
    expect((await fetchPage({ ...capped, page: 0 })).totalCapped).toBe(true);
    expect((await fetchPage(source(30, 0, 10))).totalCapped).toBeUndefined();
  });
});
