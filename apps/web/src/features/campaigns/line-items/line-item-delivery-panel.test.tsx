import { HEALTH_SENTENCES } from '@adcast/domain/campaigns/pacing';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { setMask } from '../../../api/mask-store';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aLineItem } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { LineItemDeliveryPanel } from './line-item-delivery-panel';

const item = aLineItem(7, { endDate: '2026-12-15', version: 3 });

function renderPanel(mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }) {
  const api = stubApi(
    {
      [CAMPAIGN_API.lineItemHealthStatuses]: () => [
        {
          lineItemId: 7,
          impressions: 42_000,
          spend: 525,
          ecpm: 12.5,
          deliveredPercent: 42,
          expectedPercent: 60,
          paceRatio: 0.7,
          health: 'BEHIND',
          sentence: HEALTH_SENTENCES.BEHIND,
        },
      ],
      [`POST ${CAMPAIGN_API.extendLineItem(7)}`]: () => ({ ...item, endDate: '2026-12-20', version: 4 }),
    },
    mask,
  );
  renderInApp(
    <MeContext value={aUser()}>
      <LineItemDeliveryPanel item={item} />
    </MeContext>,
  );
  return api;
}

describe("the line item's delivery panel", () => {
  it('shows the delivery to date, the pace and the health now', async () => {
    const { requestsTo } = renderPanel();
    expect(await screen.findByText('Behind')).toBeTruthy();
    for (const text of ['42,000', '$525.00', '$12.50', '42.00%', '60.00%', '70.00%'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(requestsTo(CAMPAIGN_API.lineItemHealthStatuses)[0]!.url.searchParams.get('ids')).toBe('7');
  });

  it('extends the flight with the version the user saw', async () => {
    const { requestsTo } = renderPanel();
    fireEvent.change(await screen.findByLabelText('New end date'), { target: { value: '2026-12-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extend flight' }));
    await waitFor(() => expect(requestsTo(CAMPAIGN_API.extendLineItem(7))).toHaveLength(1));
    expect(JSON.parse(String(requestsTo(CAMPAIGN_API.extendLineItem(7))[0]!.init.body))).toEqual({
      endDate: '2026-12-20',
      version: 3,
    });
  });

  it('offers no extension to a read-only admin', async () => {
    renderPanel({ role: 'READ_ONLY_ADMIN' });
    await screen.findByText('Behind');
    expect(screen.queryByRole('button', { name: 'Extend flight' })).toBeNull();
  });
});
