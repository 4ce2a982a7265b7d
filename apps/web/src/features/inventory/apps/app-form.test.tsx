import { APP_MESSAGES } from '@adcast/domain/inventory/app-messages';
import type { AppInput } from '@adcast/domain/inventory/apps';
import { URL_MESSAGE } from '@adcast/domain/inventory/urls';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { AppForm } from './app-form';

const initial: AppInput = {
  name: 'Channel',
  publisherId: 4,
  bundleId: 'com.channel',
  store: 'ROKU',
  storeId: '',
  storeUrl: '',
  platform: 'CTV',
  deviceType: null,
  developerUrl: '',
  status: 'ACTIVE',
};

async function renderForm() {
  stubApi({
    '/api/publishers': () => ({
      content: [{ id: 4, name: 'Northwind', status: 'ACTIVE', network: null }],
      totalElements: 1,
    }),
  });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={aUser()}>
      <AppForm initial={initial} submitLabel="Save" saving={false} onSubmit={onSubmit} onCancel={vi.fn()} />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Bundle ID/ });
  return onSubmit;
}

describe('the app form: the contract’s rules under their fields', () => {
  it('says what a bundle id and a store URL may be, and Save stays off while they are wrong', async () => {
    const onSubmit = await renderForm();
    const bundle = screen.getByRole('textbox', { name: /Bundle ID/ });
    await userEvent.clear(bundle);
    await userEvent.type(bundle, 'has space');
    await userEvent.type(screen.getByRole('textbox', { name: 'Store URL' }), 'channelstore.roku.com');
    await userEvent.tab();
    expect(await screen.findByText(APP_MESSAGES.bundleId)).toBeTruthy();
    expect(screen.getByText(URL_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the app with its device type once the fields are right', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Device type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Connected TV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      bundleId: 'com.channel',
      deviceType: 3,
      storeUrl: null,
    });
  });
});
