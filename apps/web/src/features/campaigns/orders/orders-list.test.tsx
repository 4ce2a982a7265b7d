import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { Me } from '@adcast/domain/user';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { setMask } from '../../../api/mask-store';
import { RecordList } from '../../../resource/record-list';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anOrder } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp, testListRoute } from '../../../test/render';
import { useOrderColumns } from './order-columns';
import { orderResource } from './order-resource';

const ROWS = [
  anOrder(1, {
    name: 'Winter launch',
    advertiser: { id: 4, name: 'Acme Motors' },
    ioNumber: 'IO-77',
    budget: 25_000.5,
    currency: 'EUR',
    bundleRevenueShare: 35,
    bundleCpm: 18.25,
    network: { id: 3, name: 'CTVBuyer' },
  }),
  anOrder(2, { name: 'Spring teaser' }),
];

function OrdersList() {
  return (
    <RecordList
      resource={orderResource}
      route={testListRoute(orderResource.validateListSearch)}
      columns={useOrderColumns()}
    />
  );
}

function renderOrders(mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }, me: Me = aUser()) {
  const api = stubApi(
    {
      [CAMPAIGN_API.orders]: () => ({ content: ROWS, totalElements: 2 }),
      [CAMPAIGN_API.unreadDiscussions]: () => [{ orderId: 1, unread: 3 }],
      [CAMPAIGN_API.orderCounts]: () => [
        { status: 'ACTIVE', count: 2 },
        { status: 'INACTIVE', count: 0 },
        { status: 'ARCHIVED', count: 0 },
      ],
    },
    mask,
  );
  renderInApp(
    <MeContext value={me}>
      <OrdersList />
    </MeContext>,
  );
  return api;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the campaigns list (orders, part 2 §7 /api/campaign/order)', () => {
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });

  it('shows its columns and asks for the newest first, ACTIVE, 10 a page', async () => {
    const { requestsTo } = renderOrders();
    await rowOf('Winter launch');
    expect(screen.getByRole('heading', { name: 'Campaigns list' })).toBeTruthy();
    expect(headers()).toEqual([
      '',
      'Name',
      'Advertiser',
      'IO number',
      'Budget',
      'Flight',
      'Bundle share / CPM',
      'Unread',
      'Network',
      'Status',
      'Added',
      'ID',
      'Actions',
    ]);
    expect(Object.fromEntries(requestsTo(CAMPAIGN_API.orders)[0]!.url.searchParams)).toEqual({
      page: '0',
      size: '10',
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      status: 'ACTIVE',
    });
  });

  it('fills a row: the advertiser linked, the budget and bundle CPM in its currency, the flight', async () => {
    renderOrders();
    const winter = within(await rowOf('Winter launch'));
    for (const text of ['IO-77', '€25,000.50', '35.00% / €18.25', 'CTVBuyer', '12/01/2026 – 12/31/2026'])
      expect(winter.getByText(text)).toBeTruthy();
    expect(winter.getByRole('link', { name: 'Acme Motors' }).getAttribute('href')).toBe(
      '/campaigns/advertisers/edit/4',
    );
    // No IO number, no bundle terms, no network.
    const spring = within(await rowOf('Spring teaser'));
    expect(spring.getByText('— / —')).toBeTruthy();
    expect(spring.getAllByText('—')).toHaveLength(2);
  });

  it("shows the caller's unread messages per campaign, asked for the whole page in one call", async () => {
    const { requestsTo } = renderOrders();
    const winter = within(await rowOf('Winter launch'));
    expect((await winter.findByTitle('3 unread messages')).textContent).toBe('3');
    expect(within(await rowOf('Spring teaser')).queryByTitle(/unread messages/)).toBeNull();
    const asked = requestsTo(CAMPAIGN_API.unreadDiscussions);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url.searchParams.get('ids')).toBe('1,2');
  });

  it('shows a read-only admin the names as text, no row menu and no selection', async () => {
    renderOrders({ role: 'READ_ONLY_ADMIN' });
    await rowOf('Winter launch');
    expect(screen.queryByRole('link', { name: 'Winter launch' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });

  it('leaves the network column out for a network user', async () => {
    renderOrders({ role: 'ADMIN' }, aUser({ network: { id: 3, name: 'CTVBuyer' } }));
    await rowOf('Winter launch');
    expect(headers()).not.toContain('Network');
  });
});
