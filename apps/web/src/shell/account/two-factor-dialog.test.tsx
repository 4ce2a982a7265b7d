import type { Me } from '@adcast/domain/user';
import { TWO_FACTOR_API } from '@adcast/domain/users/two-factor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { SIGNED_IN_ME } from '../../test/sign-in-answer';
import { TwoFactorDialog } from './two-factor-dialog';

const NETWORK_ADMIN: Me = { ...SIGNED_IN_ME, network: { id: 3, name: 'CTVBuyer' } };

const renderDialog = (me = SIGNED_IN_ME) =>
  renderInApp(
    <MeContext value={me}>
      <TwoFactorDialog onClose={vi.fn()} />
    </MeContext>,
  );

describe('two-factor dialog (issue 30)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets up: QR and key, a first code, then the recovery codes shown once', async () => {
    const api = stubApi({
      [`GET ${TWO_FACTOR_API.mine}`]: () => ({ enabled: false, required: false, recoveryCodesLeft: 0 }),
      [`POST ${TWO_FACTOR_API.mine}`]: () => ({
        uri: 'otpauth://totp/x',
        qr: 'data:image/png;base64,AA',
        secret: 'KEY',
      }),
      [`POST ${TWO_FACTOR_API.confirm}`]: () => ({ recoveryCodes: ['aaaaa-11111'] }),
    });
    const user = userEvent.setup({ delay: null });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeTruthy();
    expect(screen.getByTestId('manual-key').textContent).toBe('KEY');
    await user.type(screen.getByLabelText('6-digit code'), '123456{Enter}');
    expect(await screen.findByText('aaaaa-11111')).toBeTruthy();
    expect(JSON.parse(String(api.requestsTo(TWO_FACTOR_API.confirm)[0]?.init.body))).toEqual({
      code: '123456',
    });
  });

  it('turns off with the password; a network admin also sees the network requirement', async () => {
    const api = stubApi({
      [`GET ${TWO_FACTOR_API.mine}`]: () => ({ enabled: true, required: false, recoveryCodesLeft: 9 }),
      [`POST ${TWO_FACTOR_API.disable}`]: () => new Response(null, { status: 204 }),
      [`GET ${TWO_FACTOR_API.network(3)}`]: () => ({ required: false }),
      [`PUT ${TWO_FACTOR_API.network(3)}`]: () => ({ required: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderDialog(NETWORK_ADMIN);
    expect(await screen.findByText(/9 recovery codes are left/)).toBeTruthy();
    await user.click(await screen.findByLabelText(/Require two-factor sign-in/));
    await waitFor(() => expect(api.requestsTo(TWO_FACTOR_API.network(3))).toHaveLength(2));
    await user.type(screen.getByLabelText('Password'), 'Demo-pass1!');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.requestsTo(TWO_FACTOR_API.disable)).toHaveLength(1));
    expect(JSON.parse(String(api.requestsTo(TWO_FACTOR_API.disable)[0]?.init.body))).toEqual({
      password: 'Demo-pass1!',
    });
  });
});
