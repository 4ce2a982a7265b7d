import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../api/toast-store';
import { renderInApp } from '../test/render';
import { ChangePasswordDialog } from './change-password-dialog';

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function fill(current: string, next: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  if (current) await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  return user;
}

/** Clicks Save once the form has judged the typed values valid (validation settles after the typing). */
async function save(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(saveButton().disabled).toBe(false));
  await user.click(saveButton());
}

describe('change password dialog (part 2 §2, §5, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Save disabled until current, new and matching confirmation are valid', async () => {
    renderInApp(<ChangePasswordDialog open onClose={vi.fn()} />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Change password');
    expect(saveButton().disabled).toBe(true);

    const user = await fill('', 'weak', 'weak');
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Password must be min. 8 characters long and have at least one upper case, digit and special character',
        ).length,
      ).toBe(2),
    );
    expect(saveButton().disabled).toBe(true);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w-password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'N3w-passwort');
    await waitFor(() => expect(screen.getByText('Passwords do not match!')).toBeTruthy());
    expect(saveButton().disabled).toBe(true);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'N3w-password');
    await user.click(screen.getByLabelText('Current password'));
    await user.tab();
    await waitFor(() => expect(screen.getByText(FIELD_MESSAGES.required('Current password'))).toBeTruthy());
    expect(saveButton().disabled).toBe(true);

    await user.type(screen.getByLabelText('Current password'), 'Demo-pass1!');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it("closes with 'Successfully changed password'", async () => {
    localStorage.setItem('authenticationToken', 'a.b.c');
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderInApp(<ChangePasswordDialog open onClose={onClose} />);
    const user = await fill('Demo-pass1!', 'N3w-password', 'N3w-password');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(currentToasts().map((t) => t.message)).toContain('Successfully changed password');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/change-password');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Demo-pass1!',
      newPassword: 'N3w-password',
      confirmationPassword: 'N3w-password',
    });
  });

  it("stays open and shows the server's rule message, else the fallback", { timeout: 20_000 }, async () => {
    localStorage.setItem('authenticationToken', 'a.b.c');
    const body = JSON.stringify({ code: 2005, messages: ['Current password is incorrect'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 422, headers: { 'content-type': 'application/json' } })),
    );
    const onClose = vi.fn();
    renderInApp(<ChangePasswordDialog open onClose={onClose} />);
    const user = await fill('Wrong-pass1!', 'N3w-password', 'N3w-password');
    await save(user);
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain('Current password is incorrect'),
    );
    // Issue 7: the wrong current password is also that field's error.
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
    await user.type(current, '2');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    await save(user);
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain('Error while trying to set new password'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
