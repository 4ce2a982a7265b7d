import { BULK_ACTION_LABELS, BULK_MESSAGES } from '@adcast/domain/list-actions';
import type { Me } from '@adcast/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { setMask } from '../../../api/mask-store';
import { currentToasts } from '../../../api/toast-store';
import { RecordList } from '../../../resource/record-list';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aDeal, aUser } from '../../../test/deal-builder';
import { renderInApp, testListRoute } from '../../../test/render';
import { useDealColumns } from './deal-columns';
import { dealResource } from './deal-resource';

const ROWS = [
  aDeal(1, {
    name: 'Spring CTV',
    dealId: 'spring-ctv',
    dealType: 'PROGRAMMATIC_GUARANTEED',
    auctionType: 'BID_FLOOR_PRICE',
    floorCpm: 18,
    currency: 'EUR',
    network: { id: 3, name: 'CTVBuyer' },
    startDate: '2026-04-01',
    endDate: '2026-06-30',
  }),
  aDeal(2, { name: 'Open auction sports', dealId: 'sports-pa' }),
];

function DealsList() {
  return (
    <RecordList
      resource={dealResource}
      route={testListRoute(dealResource.validateListSearch)}
      columns={useDealColumns()}
    />
  );
}

function renderDeals(
  mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' },
  me: Me = aUser(),
  more: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi(
    {
      ...more,
      '/api/deal': () => ({ content: ROWS, totalElements: 2 }),
      '/api/deal/count-by-status': () => [
        { status: 'ACTIVE', count: 2 },
        { status: 'INACTIVE', count: 0 },
        { status: 'ARCHIVED', count: 1 },
      ],
    },
    mask,
  );
  const app = renderInApp(
    <MeContext value={me}>
      <DealsList />
    </MeContext>,
  );
  return { ...api, ...app };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the deals list (part 2 §3 Deal, §7 /api/deal)', () => {
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every column to staff without a network and asks for the name ascending, ACTIVE, 10 a page', async () => {
    const { requestsTo } = renderDeals();
    await rowOf('Spring CTV');
    expect(screen.getByRole('heading', { name: 'Deals list' })).toBeTruthy();
    expect(headers()).toEqual([
      '',
      'Name',
      'Deal ID',
      'Deal type',
      'Auction',
      'Floor CPM',
      'Network',
      'Flight',
      'Status',
      'Added',
      'ID',
      'Actions',
    ]);
    expect(Object.fromEntries(requestsTo('/api/deal')[0]!.url.searchParams)).toEqual({
      page: '0',
      size: '10',
      sortProperty: 'name',
      sortDirection: 'asc',
      status: 'ACTIVE',
    });
  });

  it('fills a row: Deal ID, type, auction, the floor in its currency, network and flight', async () => {
    renderDeals();
    const spring = within(await rowOf('Spring CTV'));
    for (const text of ['spring-ctv', 'Programmatic guaranteed', 'Bid floor price', '€18.00', 'CTVBuyer'])
      expect(spring.getByText(text)).toBeTruthy();
    expect(spring.getByText('04/01/2026 – 06/30/2026')).toBeTruthy();
    // No network and no flight.
    expect(within(await rowOf('Open auction sports')).getAllByText('—')).toHaveLength(2);
  });

  it('leaves the network column out for a network user', async () => {
    renderDeals({ role: 'ADMIN' }, aUser({ network: { id: 3, name: 'CTVBuyer' } }));
    await rowOf('Spring CTV');
    expect(headers()).not.toContain('Network');
  });

  it('links the name to the editor and offers Edit to a user who may edit', async () => {
    const { router } = renderDeals();
    const link = await screen.findByRole('link', { name: 'Spring CTV' });
    expect(link.getAttribute('href')).toBe('/demand/deals/edit/1');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Open auction sports' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demand/deals/edit/2'));
  });

  it('shows a read-only admin the names as text, no row menu and no selection', async () => {
    renderDeals({ role: 'READ_ONLY_ADMIN' });
    await rowOf('Spring CTV');
    expect(screen.queryByRole('link', { name: 'Spring CTV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });

  it('archives the chosen deals after a preview of what changes', async () => {
    const bulk = vi.fn((_url: URL, init: RequestInit) => ({
      applied: !JSON.parse(String(init.body)).dryRun,
      changes: [
        {
          id: 2,
          name: 'Open auction sports',
          fields: [{ field: 'status', before: 'ACTIVE', after: 'ARCHIVED' }],
        },
      ],
      skipped: [],
    }));
    renderDeals({ role: 'ADMIN' }, aUser(), { 'POST /api/deal/bulk': bulk });
    await userEvent.click(within(await rowOf('Open auction sports')).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: BULK_ACTION_LABELS.ARCHIVE }));
    const dialog = await screen.findByRole('dialog', { name: BULK_MESSAGES.previewTitle('ARCHIVE') });
    expect(within(dialog).getByText('Status: Active → Archived')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: BULK_MESSAGES.confirm('ARCHIVE', 1) }));
    await waitFor(() => expect(bulk).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(bulk.mock.calls[1]![1].body))).toEqual({
      ids: [2],
      action: 'ARCHIVE',
      dryRun: false,
    });
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(BULK_MESSAGES.done('ARCHIVE', 1)),
    );
  });
});
