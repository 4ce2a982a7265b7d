import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aLineItem } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { OrderLineItemsPanel } from './order-line-items-panel';

describe("the campaign page's line items", () => {
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });

  it('lists the campaign’s line items not archived, first flights first, each linked with its goal and health', async () => {
    const { requestsTo } = stubApi({
      [CAMPAIGN_API.lineItems]: () => ({
        content: [
          aLineItem(3, {
            name: 'Opening week',
            health: {
              health: 'ON_TRACK',
              deliveredPercent: 12,
              paceRatio: 1.1,
              checkedOn: '2026-12-02T00:00:00Z',
            },
          }),
        ],
        totalElements: 1,
      }),
    });
    renderInApp(
      <MeContext value={aUser()}>
        <OrderLineItemsPanel orderId={4} />
      </MeContext>,
    );
    const row = (await screen.findByRole('link', { name: 'Opening week' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/line-items/edit/3');
    for (const text of ['12/01/2026 – 12/15/2026', '100,000 impressions', 'On track'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(Object.fromEntries(requestsTo(CAMPAIGN_API.lineItems)[0]!.url.searchParams)).toMatchObject({
      orderIds: '4',
      status: 'ACTIVE,INACTIVE',
      sortProperty: 'startDate',
      sortDirection: 'asc',
    });
  });
});
