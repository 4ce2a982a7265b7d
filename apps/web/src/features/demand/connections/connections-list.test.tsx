import type { Connection } from '@adcast/domain/demand/connections';
import type { Placement } from '@adcast/domain/inventory/placements';
import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../../api/mask-store';
import { currentToasts } from '../../../api/toast-store';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { aConnection, aPlacement } from '../../../test/demand-builders';
import { renderInApp, testListRoute } from '../../../test/render';
import { connectionResource } from './connection-resource';
import { ConnectionsList } from './connections-list';

const route = testListRoute(connectionResource.validateListSearch);

const connection = (id: number, overrides: Partial<Connection> = {}): Connection =>
  aConnection(id, {
    placementCnt: 3,
    integrationType: 'PBS',
    createdOn: '2025-12-30T07:05:00.000Z',
    updatedOn: '2025-12-30T07:05:00.000Z',
    ...overrides,
  });

const ROWS = [
  connection(1, { name: 'Atlas US CTV Prime', placementCnt: 34, notes: 'Floor reviewed in Q1' }),
  connection(2, { name: 'Delta EU Audio', placementCnt: 0, duplicateDpConnection: true }),
];

const placement = (id: number, name: string): Placement =>
  aPlacement(id, {
    name,
    bidFloor: 4.38,
    cpm: 4.5,
    createdOn: '2025-07-14T00:00:00.000Z',
    updatedOn: '2025-07-14T00:00:00.000Z',
  });

const COUNTS = [
  { status: 'ACTIVE', count: 39 },
  { status: 'INACTIVE', count: 15 },
  { status: 'ARCHIVED', count: 6 },
];

function stubConnections(
  mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' },
  placements?: () => unknown,
) {
  return stubApi(
    {
      '/api/dpconnection': () => ({ content: ROWS, totalElements: 2 }),
      '/api/dpconnection/count-by-status': () => COUNTS,
      '/api/dp/7/connections': () => ({ content: ROWS, totalElements: 2 }),
      '/api/dp/7/connections/count-by-status': () => COUNTS,
      '/api/dp/4/connections/1/placements':
        placements ?? (() => ({ content: [placement(25, 'Aurora Homepage Takeover')], totalElements: 34 })),
    },
    mask,
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('demand connections list (part 1 §2)', () => {
  // Part 1 §9 formats in local time; the test pins the zone so the expected text is exact.
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it('shows every column of the standalone list and asks for createdOn descending, ACTIVE, 10 a page', async () => {
    const { requestsTo } = stubConnections();
    renderInApp(<ConnectionsList route={route} />);
    await rowOf('Atlas US CTV Prime');
    expect(screen.getByRole('heading', { name: 'Demand connections list' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '', // the page's selection toggle
      'Name',
      'Demand partner',
      'Placements',
      'Seller domain (ASI)',
      'Integration type',
      'Duplication',
      'Added',
      'Note',
      'Status',
      'ID',
      'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: /Added/ }).getAttribute('aria-sort')).toBe('descending');
    const query = requestsTo('/api/dpconnection')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '0',
      size: '10',
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      status: 'ACTIVE',
    });
  });

  it("leaves the partner column out inside a partner's details and lists only that partner's connections", async () => {
    const { requestsTo } = stubConnections();
    renderInApp(<ConnectionsList route={route} dpId={7} />);
    await rowOf('Atlas US CTV Prime');
    expect(screen.queryByRole('columnheader', { name: 'Demand partner' })).toBeNull();
    expect(requestsTo('/api/dp/7/connections')).toHaveLength(1);
    expect(requestsTo('/api/dpconnection')).toHaveLength(0);
  });

  it('fills a row: partner, seller domain, integration type, duplication and note', async () => {
    stubConnections();
    renderInApp(<ConnectionsList route={route} />);
    const atlas = within(await rowOf('Atlas US CTV Prime'));
    expect(atlas.getByText('Delta Programmatic')).toBeTruthy();
    expect(atlas.getByText('delta.com')).toBeTruthy();
    expect(atlas.getByText('PBS')).toBeTruthy();
    expect(atlas.getByTitle('Not a duplicate')).toBeTruthy();
    fireEvent.mouseOver(atlas.getByLabelText('Note'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Floor reviewed in Q1');
    const delta = within(await rowOf('Delta EU Audio'));
    expect(delta.getByTitle('Duplicate')).toBeTruthy();
    expect(delta.queryByLabelText('Note')).toBeNull();
  });

  it('shows the added date as MM/dd/yyyy with the time HH:mm in its tooltip', async () => {
    stubConnections();
    renderInApp(<ConnectionsList route={route} />);
    const date = within(await rowOf('Atlas US CTV Prime')).getByText('12/30/2025');
    fireEvent.mouseOver(date);
    expect((await screen.findByRole('tooltip')).textContent).toBe('07:05');
  });

  it('links the name to the connection overview and offers Edit and Duplicate to a user who may edit', async () => {
    stubConnections();
    const { router } = renderInApp(<ConnectionsList route={route} />);
    const link = await screen.findByRole('link', { name: 'Atlas US CTV Prime' });
    expect(link.getAttribute('href')).toBe('/connections/1/demand/4/details/overview');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Atlas US CTV Prime' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Duplicate']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demand/connections/create/1'));
  });

  it('opens the edit form from the row menu', async () => {
    stubConnections();
    const { router } = renderInApp(<ConnectionsList route={route} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Delta EU Audio' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demand/details/4/connections/edit/2'));
  });

  it('shows the name as plain text and no row menu to a user who may not edit', async () => {
    stubConnections({ role: 'READ_ONLY_ADMIN' });
    renderInApp(<ConnectionsList route={route} />);
    await rowOf('Atlas US CTV Prime');
    expect(screen.queryByRole('link', { name: 'Atlas US CTV Prime' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('disables the placements button at 0 and opens the Placements dialog, sorted by name ascending', async () => {
    const { requestsTo } = stubConnections();
    renderInApp(<ConnectionsList route={route} />);
    const none = await screen.findByRole('button', { name: /^\d+ placements of Delta EU Audio$/ });
    expect((none as HTMLButtonElement).disabled).toBe(true);
    const some = screen.getByRole('button', { name: /^\d+ placements of Atlas US CTV Prime$/ });
    expect(some.textContent).toBe('34');
    await userEvent.click(some);
    const dialog = await screen.findByRole('dialog', { name: 'Placements' });
    const link = await within(dialog).findByRole('link', { name: 'Aurora Homepage Takeover' });
    expect(link.getAttribute('href')).toBe('/placements/edit/25');
    expect(within(dialog).getByText('$4.38')).toBeTruthy();
    expect(within(dialog).getByText('Active')).toBeTruthy();
    const query = requestsTo('/api/dp/4/connections/1/placements')[0]!.url.searchParams;
    expect(query.get('sortProperty')).toBe('name');
    expect(query.get('sortDirection')).toBe('asc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toggles a status from its tile, with the counts on the tiles', async () => {
    const { requestsTo } = stubConnections();
    renderInApp(<ConnectionsList route={route} />);
    const inactive = await screen.findByRole('button', { name: /inactive/ });
    await waitFor(() => expect(inactive.textContent).toBe('inactive15'));
    await userEvent.click(inactive);
    await waitFor(() =>
      expect(requestsTo('/api/dpconnection').at(-1)!.url.searchParams.get('status')).toBe('ACTIVE,INACTIVE'),
    );
  });

  it("says 'Error fetching demand connections!' when the list fails, and in place of the rows that it could not be loaded, with Retry", async () => {
    let fails = true;
    stubApi({
      '/api/dpconnection': () =>
        fails ? jsonResponse(500, { code: 1000, messages: [] }) : { content: ROWS, totalElements: 2 },
      '/api/dpconnection/count-by-status': () => COUNTS,
    });
    renderInApp(<ConnectionsList route={route} />);
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain('Error fetching demand connections!'),
    );
    expect(await screen.findByText(UI_MESSAGES.listLoadFailed)).toBeTruthy();
    expect(screen.queryByText('No data to show')).toBeNull();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Atlas US CTV Prime' })).toBeTruthy();
    expect(screen.queryByText(UI_MESSAGES.listLoadFailed)).toBeNull();
  });

  it("names each placement's status in the Placements dialog in words, not only by its dot's colour", async () => {
    const paused = { ...placement(26, 'Aurora Mid-roll'), status: 'INACTIVE' as const };
    stubConnections({ role: 'ADMIN' }, () => ({ content: [paused], totalElements: 1 }));
    renderInApp(<ConnectionsList route={route} />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^\d+ placements of Atlas US CTV Prime$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Placements' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const row = (await within(dialog).findByRole('link', { name: 'Aurora Mid-roll' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[headers.indexOf('Status')]!.textContent).toBe('Inactive');
  });

  it("says 'Error during while fetching demand partner placement' when the dialog's list fails", async () => {
    stubConnections({ role: 'ADMIN' }, () => jsonResponse(500, { code: 1000, messages: [] }));
    renderInApp(<ConnectionsList route={route} />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^\d+ placements of Atlas US CTV Prime$/ }),
    );
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(
        'Error during while fetching demand partner placement',
      ),
    );
  });
});

describe('bulk archive of demand connections (issue 7)', () => {
  const bulkResult = (applied: boolean) => ({
    applied,
    changes: [
      {
        id: 1,
        name: 'Atlas US CTV Prime',
        fields: [{ field: 'status', before: 'ACTIVE', after: 'ARCHIVED' }],
      },
    ],
    skipped: [{ id: 2, name: 'Delta EU Audio', reason: 'The demand connection is archived already' }],
  });

  it('previews the change, applies it on confirmation, says so and clears the selection', async () => {
    const bodies: unknown[] = [];
    const { requestsTo } = stubApi({
      '/api/dpconnection': () => ({ content: ROWS, totalElements: 2 }),
      '/api/dpconnection/count-by-status': () => COUNTS,
      'POST /api/dpconnection/bulk': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { dryRun: boolean };
        bodies.push(body);
        return bulkResult(!body.dryRun);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderInApp(<ConnectionsList route={route} />);
    await rowOf('Atlas US CTV Prime');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive selected rows?' });
    expect(within(dialog).getByText('Status: Active → Archived')).toBeTruthy();
    expect(within(dialog).getByText('The demand connection is archived already')).toBeTruthy();
    expect(bodies).toEqual([{ ids: [1, 2], action: 'ARCHIVE', dryRun: true }]);
    const listCalls = requestsTo('/api/dpconnection').length;
    await user.click(within(dialog).getByRole('button', { name: 'Archive 1 row' }));
    await waitFor(() => expect(currentToasts().map((toast) => toast.message)).toContain('1 row archived'));
    expect(bodies.at(-1)).toEqual({ ids: [1, 2], action: 'ARCHIVE', dryRun: false });
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    await waitFor(() => expect(requestsTo('/api/dpconnection').length).toBeGreaterThan(listCalls));
  });

  it('changes nothing when the preview is cancelled, and offers no selection to a read-only admin', async () => {
    const { requestsTo } = stubConnections();
    stubApi({
      '/api/dpconnection': () => ({ content: ROWS, totalElements: 2 }),
      '/api/dpconnection/count-by-status': () => COUNTS,
      'POST /api/dpconnection/bulk': () => bulkResult(false),
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderInApp(<ConnectionsList route={route} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Delta EU Audio' }));
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unarchive selected rows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(requestsTo('/api/dpconnection/bulk')).toEqual([]);
    unmount();
    stubConnections({ role: 'READ_ONLY_ADMIN' });
    renderInApp(<ConnectionsList route={route} />);
    await rowOf('Atlas US CTV Prime');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
