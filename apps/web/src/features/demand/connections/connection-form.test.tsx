import { TMAX_HELP, TMAX_LABEL, TMAX_MESSAGES } from '@adcast/domain/decisioning/tmax';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { SaveFailureProvider } from '../../../ui/form-errors';
import { ConnectionForm, type ConnectionFormInput, EMPTY_CONNECTION } from './connection-form';

function renderForm(initial: Partial<ConnectionFormInput> = {}) {
  const partners = () => ({
    content: [{ id: 4, displayName: 'Delta Programmatic', name: 'Delta Programmatic', status: 'ACTIVE' }],
    totalElements: 1,
  });
  stubApi({ [DEMAND_API.partnerPicker]: partners, [DEMAND_API.partners]: partners });
  const onSubmit = vi.fn();
  renderInApp(
    <SaveFailureProvider failure={null}>
      <ConnectionForm
        initial={{
          ...EMPTY_CONNECTION,
          demandPartnerId: 4,
          name: 'Delta US CTV',
          schainAsi: 'adcast.tv',
          ...initial,
        }}
        partnerLocked
        submitLabel="Save"
        saving={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </SaveFailureProvider>,
  );
  return { onSubmit };
}

const tmaxField = () => screen.queryByRole('spinbutton', { name: TMAX_LABEL }) as HTMLInputElement | null;

describe('the connection form: partner timeout', () => {
  it('asks an ORTB connection for its timeout, refuses one out of range, and sends the one typed', async () => {
    const { onSubmit } = renderForm();
    await screen.findByRole('textbox', { name: /Name/ });
    expect(tmaxField()?.value).toBe('');
    expect(screen.getByText(TMAX_HELP.connection)).toBeTruthy();
    fireEvent.change(tmaxField()!, { target: { value: '9000' } });
    fireEvent.blur(tmaxField()!);
    expect(await screen.findByText(TMAX_MESSAGES.range)).toBeTruthy();
    fireEvent.change(tmaxField()!, { target: { value: '180' } });
    await waitFor(() => expect(screen.queryByText(TMAX_MESSAGES.range)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ integrationType: 'ORTB', tmaxMs: 180 });
  });

  it('has no timeout for a custom integration: switching to one drops it', async () => {
    const { onSubmit } = renderForm({ integrationType: 'VAST', tmaxMs: 400 });
    await screen.findByRole('textbox', { name: /Name/ });
    expect(tmaxField()?.value).toBe('400');
    // A transition of an earlier test's popup may still hold pointer events off the page.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('combobox', { name: /Integration type/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Custom' }));
    await waitFor(() => expect(tmaxField()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ integrationType: 'CUSTOM', tmaxMs: null });
  });
});
