import { LINE_ITEM_MESSAGES } from '@adcast/domain/campaigns/line-item-messages';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anOrder } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { emptyLineItem, LineItemForm } from './line-item-form';

async function renderForm(initial = emptyLineItem()) {
  const api = stubApi({
    [CAMPAIGN_API.orders]: () => ({ content: [anOrder(4, { name: 'Holiday campaign' })], totalElements: 1 }),
  });
  renderInApp(
    <MeContext value={aUser()}>
      <LineItemForm
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

const filled = {
  ...emptyLineItem(),
  orderId: 4,
  name: 'Holiday sponsorship',
  cpm: 24.5,
  goalAmount: 500_000,
};

describe('the line item form', () => {
  it('picks its campaign with the registry picker', async () => {
    const { requestsTo } = await renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Select campaign/ }));
    expect(await screen.findByRole('option', { name: /Holiday campaign/ })).toBeTruthy();
    await waitFor(() => expect(requestsTo(CAMPAIGN_API.orders).length).toBeGreaterThan(0));
  });

  it('refuses an end date before the start date', async () => {
    await renderForm(filled);
    fireEvent.change(screen.getByLabelText(/Start/), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText(/End/), { target: { value: '2026-12-01' } });
    fireEvent.blur(screen.getByLabelText(/End/));
    expect(await screen.findByText(RECORD_FIELD_MESSAGES.endBeforeStart)).toBeTruthy();
  });

  it('refuses a fraction of an impression and a frequency cap without its period', async () => {
    await renderForm({ ...filled, startDate: '2026-12-01', endDate: '2026-12-15' });
    fireEvent.change(screen.getByLabelText(/^Goal \*/), { target: { value: '10.5' } });
    fireEvent.blur(screen.getByLabelText(/^Goal \*/));
    expect(await screen.findByText(LINE_ITEM_MESSAGES.wholeImpressions)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Goal \*/), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText(/Frequency cap/), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText(/Frequency cap/));
    expect(await screen.findByText(LINE_ITEM_MESSAGES.frequencyPair)).toBeTruthy();
  });
});
