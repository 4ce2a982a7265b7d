import { HEALTH_SENTENCES } from '@adcast/domain/campaigns/pacing';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordList } from '../../../resource/record-list';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aLineItem } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp, testListRoute } from '../../../test/render';
import { useLineItemColumns } from './line-item-columns';
import { lineItemResource } from './line-item-resource';

const ROWS = [
  aLineItem(1, {
    name: 'Holiday sponsorship',
    order: { id: 4, name: 'Holiday campaign' },
    type: 'SPONSORSHIP',
    goalAmount: 500_000,
    health: {
      health: 'BEHIND',
      deliveredPercent: 38.5,
      paceRatio: 0.77,
      checkedOn: '2026-12-08T10:00:00.000Z',
    },
  }),
  aLineItem(2, { name: 'House filler', type: 'HOUSE', goalType: 'SPEND', goalAmount: 2500, pacing: 'ASAP' }),
];

function LineItemsList() {
  return (
    <RecordList
      resource={lineItemResource}
      route={testListRoute(lineItemResource.validateListSearch)}
      columns={useLineItemColumns()}
    />
  );
}

function renderLineItems() {
  const api = stubApi({
    [CAMPAIGN_API.lineItems]: () => ({ content: ROWS, totalElements: 2 }),
    [CAMPAIGN_API.lineItemCounts]: () => [
      { status: 'ACTIVE', count: 2 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 1 },
    ],
  });
  renderInApp(
    <MeContext value={aUser()}>
      <LineItemsList />
    </MeContext>,
  );
  return api;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the line items list (part 2 §7 /api/campaign/lineitem)', () => {
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });

  it('shows its columns and status tiles, and asks for the newest first, ACTIVE, 10 a page', async () => {
    const { requestsTo } = renderLineItems();
    await rowOf('Holiday sponsorship');
    expect(screen.getByRole('heading', { name: 'Line items list' })).toBeTruthy();
    expect(headers()).toEqual([
      '',
      'Name',
      'Campaign',
      'Type',
      'Flight',
      'Goal',
      'Delivered',
      'Pacing',
      'Health',
      'Network',
      'Status',
      'Added',
      'ID',
      'Actions',
    ]);
    expect(Object.fromEntries(requestsTo(CAMPAIGN_API.lineItems)[0]!.url.searchParams)).toEqual({
      page: '0',
      size: '10',
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      status: 'ACTIVE',
    });
  });

  it('fills a row: the name and campaign linked, the goal, delivered %, and the health chip with its sentence', async () => {
    renderLineItems();
    const holiday = within(await rowOf('Holiday sponsorship'));
    expect(holiday.getByRole('link', { name: 'Holiday sponsorship' }).getAttribute('href')).toBe(
      '/line-items/edit/1',
    );
    expect(holiday.getByRole('link', { name: 'Holiday campaign' }).getAttribute('href')).toBe(
      '/orders/edit/4',
    );
    for (const text of ['Sponsorship', '12/01/2026 – 12/15/2026', '500,000 impressions', '38.50%', 'Even'])
      expect(holiday.getByText(text)).toBeTruthy();
    const chip = holiday.getByText('Behind');
    fireEvent.mouseOver(chip);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      `${HEALTH_SENTENCES.BEHIND} Checked 12/08/2026.`,
    );
    const house = within(await rowOf('House filler'));
    for (const text of ['$2,500.00 spend', 'As fast as possible']) expect(house.getByText(text)).toBeTruthy();
  });
});
