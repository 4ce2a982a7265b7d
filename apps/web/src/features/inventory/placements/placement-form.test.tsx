import { TMAX_HELP, TMAX_LABEL, TMAX_MESSAGES } from '@adcast/domain/decisioning/tmax';
import { PLACEMENT_CONTRACT } from '@adcast/domain/inventory/placement-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { aPlacement } from '../../../test/demand-builders';
import { renderInApp } from '../../../test/render';
import { SaveFailureProvider } from '../../../ui/form-errors';
import { PlacementForm } from './placement-form';

function renderForm(placement = aPlacement(12, { name: 'Harbor Prime Break' })) {
  stubApi({
    '/api/publishers': () => ({
      content: [{ id: 1, name: 'Aurora Streaming', status: 'ACTIVE' }],
      totalElements: 1,
    }),
  });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={aUser()}>
      <SaveFailureProvider failure={null}>
        <PlacementForm
          initial={PLACEMENT_CONTRACT.inputOf(placement)}
          submitLabel="Save"
          saving={false}
          readOnly={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </SaveFailureProvider>
    </MeContext>,
  );
  return { onSubmit };
}

const tmaxField = () => screen.getByRole('spinbutton', { name: TMAX_LABEL }) as HTMLInputElement;

describe('the placement form: how partners bid on it', () => {
  it('shows the auction type and an empty partner timeout with what empty means', async () => {
    renderForm();
    expect((await screen.findByRole('combobox', { name: /Auction type/ })).textContent).toBe('First price');
    expect(tmaxField().value).toBe('');
    expect(screen.getByText(TMAX_HELP.placement)).toBeTruthy();
  });

  it('refuses a timeout out of range with its message, and sends the auction type and timeout chosen', async () => {
    const { onSubmit } = renderForm();
    // A transition of an earlier test's popup may still hold pointer events off the page.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('combobox', { name: /Auction type/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Second price' }));
    fireEvent.change(tmaxField(), { target: { value: '20' } });
    fireEvent.blur(tmaxField());
    expect(await screen.findByText(TMAX_MESSAGES.range)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(tmaxField(), { target: { value: '450' } });
    await waitFor(() => expect(screen.queryByText(TMAX_MESSAGES.range)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ auctionType: 'SECOND_PRICE', tmaxMs: 450 });
  });

  it('opens a placement with its own timeout, and sends an emptied one as none', async () => {
    const { onSubmit } = renderForm(aPlacement(12, { auctionType: 'BID_FLOOR_PRICE', tmaxMs: 250 }));
    expect((await screen.findByRole('combobox', { name: /Auction type/ })).textContent).toBe(
      'Bid floor price',
    );
    expect(tmaxField().value).toBe('250');
    fireEvent.change(tmaxField(), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ auctionType: 'BID_FLOOR_PRICE', tmaxMs: null });
  });
});
