import { TWO_FACTOR_API } from '@adcast/domain/users/two-factor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { SIGNED_IN_ME, SIGNED_IN_TOKEN } from '../../test/sign-in-answer';
import { SecondStep } from './second-step';

const TOKEN = SIGNED_IN_TOKEN;
const ME = SIGNED_IN_ME;
const signedIn = (extra: object = {}) =>
  new Response(JSON.stringify({ accessToken: TOKEN, me: ME, ...extra }), { status: 200 });

describe("the sign-in's second step (issue 30)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the 6-digit code, or a recovery code, and signs in with the challenge', async () => {
    const api = stubApi({ [`POST ${TWO_FACTOR_API.login}`]: () => signedIn() });
    // Signed out, as on the sign-in page: the second step carries its challenge, not a token.
    localStorage.clear();
    const onSignedIn = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderInApp(
      <SecondStep step={{ twoFactor: 'CODE', challenge: 'the-challenge' }} onSignedIn={onSignedIn} />,
    );
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('6-digit code'), '12345');
    expect(verify().disabled).toBe(true);
    await user.type(screen.getByLabelText('6-digit code'), '6{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ME));
    const [first] = api.requestsTo(TWO_FACTOR_API.login);
    expect(JSON.parse(String(first?.init.body))).toEqual({ challenge: 'the-challenge', code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345{Enter}');
    await waitFor(() => expect(api.requestsTo(TWO_FACTOR_API.login)).toHaveLength(2));
    expect(JSON.parse(String(api.requestsTo(TWO_FACTOR_API.login)[1]?.init.body))).toEqual({
      challenge: 'the-challenge',
      recoveryCode: 'abcde-12345',
    });
  });

  it('enrols first when the network requires it: QR, manual key, first code, recovery codes, then on', async () => {
    stubApi({
      [`POST ${TWO_FACTOR_API.loginEnrol}`]: () => ({
        uri: 'otpauth://totp/Adcast:admin',
        qr: 'data:image/png;base64,AAAA',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
      [`POST ${TWO_FACTOR_API.loginEnrolConfirm}`]: () =>
        signedIn({ recoveryCodes: ['aaaaa-11111', 'bbbbb-22222'] }),
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderInApp(<SecondStep step={{ twoFactor: 'ENROL', challenge: 'c' }} onSignedIn={onSignedIn} />);
    expect((await screen.findByAltText('QR code for your authenticator app')).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByTestId('manual-key').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('6-digit code'), '654321{Enter}');
    expect((await screen.findByText(/aaaaa-11111/)).textContent).toContain('bbbbb-22222');
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSignedIn).toHaveBeenCalledWith(ME);
  });
});
