import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../api/toast-store';
import { renderInApp } from '../../test/render';
import { ForgotPasswordFormView } from './forgot-password-page';

const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });
}

describe('forgot password (part 1 §2, §5, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Submit disabled until the email is required and well formed', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<ForgotPasswordFormView />);
    const email = await screen.findByLabelText('Email');
    expect(submitButton().disabled).toBe(true);
    await user.type(email, 'someone@');
    await waitFor(() => expect(screen.getByText(FIELD_MESSAGES.email)).toBeTruthy());
    expect(submitButton().disabled).toBe(true);
    await user.type(email, 'adcast.test');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it("confirms with 'Password reset link sent to {email}'", async () => {
    const fetchMock = vi.fn(async (_url: string) => answer(200, 'OK'));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderInApp(<ForgotPasswordFormView />);
    await user.type(await screen.findByLabelText('Email'), 'owner@adcast.test{Enter}');
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain(
        'Password reset link sent to owner@adcast.test',
      ),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/password-recovery/send-email');
  });

  it("shows the server's messages, else 'Error while trying to reset password'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(429, { code: 2009, messages: ['Too many requests, try again in a minute'] })),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(<ForgotPasswordFormView />);
    await user.type(await screen.findByLabelText('Email'), 'owner@adcast.test{Enter}');
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain('Too many requests, try again in a minute'),
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { code: 1000, messages: ['boom'] })),
    );
    await user.click(submitButton());
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain('Error while trying to reset password'),
    );
    expect(currentToasts().map((t) => t.message)).not.toContain('boom');
  });
});
