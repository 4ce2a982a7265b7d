import { MESSAGES } from '@adcast/domain/messages';
import type { Me } from '@adcast/domain/user';
import { USER_MESSAGES } from '@adcast/domain/users/messages';
import type { User } from '@adcast/domain/users/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../api/toast-store';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { aListedUser } from '../../test/user-builder';
import { UserDialog } from './user-dialog';
import type { UserDialogContext } from './user-form';

const admin: Me = {
  id: 1,
  email: 'ada@example.test',
  name: 'Ada',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};

const existing = aListedUser();

const publishers = { content: [{ id: 1, name: 'Aurora Streaming', status: 'ACTIVE', network: null }] };

async function open(user: User | null, context: UserDialogContext = { kind: 'users' }, me: Me = admin) {
  renderInApp(
    <MeContext.Provider value={me}>
      <UserDialog user={user} context={context} onClose={vi.fn()} />
    </MeContext.Provider>,
  );
  return screen.findByRole('dialog');
}

async function chooseRoles(dialog: HTMLElement, ...labels: string[]) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Roles/ }));
  const list = await screen.findByRole('listbox');
  for (const label of labels) await userEvent.click(within(list).getByRole('option', { name: label }));
  await userEvent.keyboard('{Escape}');
}

/** Types a whole value at once: the dialog's rules read the value, not each keystroke. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

afterEach(() => vi.unstubAllGlobals());

describe("'Create new user' / 'Edit user' (part 2 §5)", () => {
  it('keeps Save disabled with more than one main role, and says why', async () => {
    stubApi({});
    const dialog = await open(null);
    await fill(within(dialog).getByLabelText(/Email/), 'new@example.test');
    await fill(within(dialog).getByLabelText(/Name/), 'New');
    await chooseRoles(dialog, 'Sales representative');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    await chooseRoles(dialog, 'Designer');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText(USER_MESSAGES.oneMainRole)).toBeTruthy();
  });

  it('keeps Save disabled for the publisher role until a publisher is chosen', async () => {
    stubApi({ '/api/publishers': () => publishers });
    const dialog = await open(null);
    await fill(within(dialog).getByLabelText(/Email/), 'new@example.test');
    await fill(within(dialog).getByLabelText(/Name/), 'New');
    await chooseRoles(dialog, 'Publisher');
    expect(within(dialog).getByText(USER_MESSAGES.publishersRequired)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a trimmed name and e-mail, no password when left empty, and says the user was created', async () => {
    const api = stubApi({ 'POST /api/users': () => ({ ...existing, id: 9 }) });
    const dialog = await open(null);
    await fill(within(dialog).getByLabelText(/Email/), '  new@example.test ');
    await fill(within(dialog).getByLabelText(/Name/), ' New User ');
    await chooseRoles(dialog, 'Sales representative');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo('/api/users')).toHaveLength(1));
    const body = JSON.parse(String(api.requestsTo('/api/users')[0]?.init.body));
    expect(body).toMatchObject({
      email: 'new@example.test',
      name: 'New User',
      roles: ['SALES_REPRESENTATIVE'],
    });
    expect(body.password).toBeUndefined();
    await waitFor(() => expect(currentToasts().map((t) => t.message)).toContain(MESSAGES.userCreated));
  });

  it('locks the e-mail and offers no password when editing', async () => {
    stubApi({ '/api/publishers': () => publishers });
    const dialog = await open(existing);
    expect(within(dialog).getByRole('heading', { name: 'Edit user' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/Email/) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
  });

  it('opened for a network, offers no content owner, read-only admin, campaign manager or revenue ops', async () => {
    stubApi({});
    const dialog = await open(null, { kind: 'network', networkId: 3 });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Roles/ }));
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Admin', 'Publisher', 'Sales representative', 'Designer']);
  });

  it('opened from a publisher, the role is fixed', async () => {
    stubApi({ '/api/publishers': () => publishers });
    const dialog = await open(null, { kind: 'publisher', publisherId: 1 });
    const roles = within(dialog).getByRole('combobox', { name: /Roles/ });
    expect(roles.getAttribute('aria-disabled')).toBe('true');
    expect(roles.textContent).toBe('Publisher');
  });

  it('hides Save without the users-create permission', async () => {
    stubApi({}, { role: 'READ_ONLY_ADMIN' });
    const dialog = await open(existing, { kind: 'users' }, { ...admin, roles: ['READ_ONLY_ADMIN'] });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('on its own publisher, a publisher user creates a user through pub-dash with the role fixed', async () => {
    const publisherMe: Me = { ...admin, roles: ['PUBLISHER'], publisherIds: [1] };
    const api = stubApi(
      { '/api/publishers': () => publishers, 'POST /api/pub-dash/users': () => ({ ...existing, id: 9 }) },
      { role: 'PUBLISHER', publisherId: 1 },
    );
    const dialog = await open(null, { kind: 'ownPublisher', publisherId: 1 }, publisherMe);
    const roles = within(dialog).getByRole('combobox', { name: /Roles/ });
    expect(roles.getAttribute('aria-disabled')).toBe('true');
    expect(roles.textContent).toBe('Publisher');
    await fill(within(dialog).getByLabelText(/Email/), ' pat@example.test ');
    await fill(within(dialog).getByLabelText(/Name/), 'Pat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo('/api/pub-dash/users')).toHaveLength(1));
    expect(JSON.parse(String(api.requestsTo('/api/pub-dash/users')[0]?.init.body))).toEqual({
      email: 'pat@example.test',
      name: 'Pat',
    });
    expect(api.requestsTo('/api/users')).toHaveLength(0);
  });
});
