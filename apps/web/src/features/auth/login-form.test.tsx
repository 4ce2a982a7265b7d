import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { LoginFormView } from './login-form';

const signInButton = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

describe('login form (part 1 §2, §5)', () => {
  it('keeps Sign in disabled until a well-formed email and a password are given', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<LoginFormView onSubmit={vi.fn()} />);
    const email = await screen.findByLabelText('Email');
    expect(signInButton().disabled).toBe(true);

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await waitFor(() => expect(screen.getByText(FIELD_MESSAGES.email)).toBeTruthy());
    expect(signInButton().disabled).toBe(true);

    await user.clear(email);
    await user.type(email, 'admin@adcast.test');
    await waitFor(() => expect(signInButton().disabled).toBe(false));
    expect(screen.queryByText(FIELD_MESSAGES.email)).toBeNull();
  });

  it('requires the password, saying so once the field was touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<LoginFormView onSubmit={vi.fn()} />);
    await user.type(await screen.findByLabelText('Email'), 'admin@adcast.test');
    await user.click(screen.getByLabelText('Password'));
    expect(screen.queryByText(FIELD_MESSAGES.required('Password'))).toBeNull();
    await user.tab();
    await waitFor(() => expect(screen.getByText(FIELD_MESSAGES.required('Password'))).toBeTruthy());
    expect(signInButton().disabled).toBe(true);
  });

  it('submits on Enter with the typed credentials', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderInApp(<LoginFormView onSubmit={onSubmit} />);
    await user.type(await screen.findByLabelText('Email'), 'admin@adcast.test');
    await user.type(screen.getByLabelText('Password'), 'Demo-pass1!{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'admin@adcast.test', password: 'Demo-pass1!' });
  });

  it('links to password recovery and hides Register here unless configured', async () => {
    const { unmount } = renderInApp(<LoginFormView onSubmit={vi.fn()} />);
    const forgot = await screen.findByRole('link', { name: 'Forgot your password' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('link', { name: 'Register here' })).toBeNull();
    unmount();

    renderInApp(<LoginFormView onSubmit={vi.fn()} registerUrl="https://adcast.test/register" />);
    expect((await screen.findByRole('link', { name: 'Register here' })).getAttribute('href')).toBe(
      'https://adcast.test/register',
    );
  });
});
