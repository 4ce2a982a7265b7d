import { SUPPLY_PACKAGE_MESSAGES } from '@adcast/domain/marketplace/marketplace-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aUser } from '../../test/deal-builder';
import { renderInApp } from '../../test/render';
import { emptySupplyPackage, SupplyPackageForm } from './supply-package-form';

async function renderForm() {
  stubApi({
    '/api/networks': () => [{ id: 3, name: 'CTVBuyer' }],
    '/api/placements': () => ({ content: [], totalElements: 0 }),
    '/api/targeting-sets': () => ({ content: [], totalElements: 0 }),
    '/api/geolocation/countries': () => ({ content: [], totalElements: 0 }),
  });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={aUser()}>
      <SupplyPackageForm
        initial={emptySupplyPackage(null)}
        submitLabel="Create"
        saving={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return { onSubmit };
}

describe('the supply package form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for placements when the package sells selected ones, in the domain’s words', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Live sports');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Floor CPM/ }), '12');
    await userEvent.click(screen.getByRole('combobox', { name: /placement/i }));
    await userEvent.tab();
    expect(await screen.findByText(SUPPLY_PACKAGE_MESSAGES.selectedNeedsInventory)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(true));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the tiers, the genres and the three ways of choosing inventory', async () => {
    await renderForm();
    expect(screen.getByRole('combobox', { name: /Tier/ }).textContent).toBe('Standard');
    expect(screen.getByRole('combobox', { name: /Inventory/ }).textContent).toBe('Selected placements');
    expect(screen.getByRole('combobox', { name: 'Genres' })).toBeTruthy();
  });
});
