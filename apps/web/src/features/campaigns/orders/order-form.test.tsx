import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anAdvertiser } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { emptyOrder, OrderForm } from './order-form';

async function renderForm(initial = emptyOrder()) {
  const api = stubApi({
    [CAMPAIGN_API.advertisers]: () => ({
      content: [anAdvertiser(4, { name: 'Acme Motors' })],
      totalElements: 1,
    }),
  });
  renderInApp(
    <MeContext value={aUser()}>
      <OrderForm
        initial={initial}
        submitLabel="Create"
        saving={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return api;
}

describe('the campaign form', () => {
  it('offers the active and inactive advertisers of the registry picker (an archived one takes no campaigns)', async () => {
    const { requestsTo } = await renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Select advertiser/ }));
    expect(await screen.findByRole('option', { name: /Acme Motors/ })).toBeTruthy();
    await waitFor(() => expect(requestsTo(CAMPAIGN_API.advertisers).length).toBeGreaterThan(0));
    const [asked] = requestsTo(CAMPAIGN_API.advertisers);
    expect(asked!.url.searchParams.get('status')).toBe('ACTIVE,INACTIVE');
    expect(asked!.url.searchParams.get('size')).toBe('1000');
  });

  it('refuses an end date before the start date', async () => {
    // The flight rule spans fields: it is checked once the fields themselves are valid.
    await renderForm({ ...emptyOrder(), advertiserId: 4, name: 'Winter launch', budget: 100 });
    fireEvent.change(screen.getByLabelText(/Start/), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText(/End/), { target: { value: '2026-12-01' } });
    fireEvent.blur(screen.getByLabelText(/End/));
    expect(await screen.findByText(RECORD_FIELD_MESSAGES.endBeforeStart)).toBeTruthy();
  });
});
