import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadListCsv } from './list-actions';

describe('CSV export of a list (issue 7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the list's current filter without paging and saves the answer as a file", async () => {
    localStorage.setItem('authenticationToken', 'a.b.c');
    const fetchMock = vi.fn(
      async () =>
        new Response('id,name\r\n1,Atlas\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();

    await downloadListCsv(
      '/api/dpconnection',
      { page: 3, size: 10, sortProperty: 'name', sortDirection: 'asc', name: 'atlas', status: ['ACTIVE'] },
      'Demand connections.csv',
    );

    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(
      '/api/dpconnection/export.csv?sortProperty=name&sortDirection=asc&name=atlas&status=ACTIVE',
    );
    expect(saved).toEqual([{ name: 'Demand connections.csv', href: 'blob:csv' }]);
  });
});
