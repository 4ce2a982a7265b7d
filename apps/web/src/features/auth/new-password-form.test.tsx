import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { NewPasswordFormView } from './new-password-form';
import { ExpiredTokenView } from './password-recovery-page';

// Part 1 §5, word for word.
const PASSWORD_RULE =
  'Password must be min. 8 characters long and have at least one upper case, digit and special character';
const MISMATCH = 'Passwords do not match!';

const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('password recovery form (part 1 §2, §5)', () => {
  it('names the password rule for a weak password and keeps Submit disabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<NewPasswordFormView onSubmit={vi.fn()} />);
    await user.type(await screen.findByLabelText('Choose password'), 'password1');
    await waitFor(() => expect(screen.getByText(PASSWORD_RULE)).toBeTruthy());
    expect(submitButton().disabled).toBe(true);
  });

  it("says 'Passwords do not match!' until the confirmation equals the password", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderInApp(<NewPasswordFormView onSubmit={onSubmit} />);
    await user.type(await screen.findByLabelText('Choose password'), 'Str0ng-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pasS');
    await waitFor(() => expect(screen.getByText(MISMATCH)).toBeTruthy());
    expect(submitButton().disabled).toBe(true);

    await user.type(screen.getByLabelText('Confirm password'), '{Backspace}s');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText(MISMATCH)).toBeNull();
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({
        newPassword: 'Str0ng-pass',
        confirmationPassword: 'Str0ng-pass',
      }),
    );
  });

  it('re-checks the confirmation when the password changes after it', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<NewPasswordFormView onSubmit={vi.fn()} />);
    await user.type(await screen.findByLabelText('Choose password'), 'Str0ng-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.type(screen.getByLabelText('Choose password'), '!');
    await waitFor(() => expect(screen.getByText(MISMATCH)).toBeTruthy());
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the expired-token text with a way back to forgot-password', async () => {
    renderInApp(<ExpiredTokenView />);
    expect(
      await screen.findByText('Token expired or not valid. Please try to reset password again.'),
    ).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/forgot-password');
    expect(links).toContain('/login');
  });
});
