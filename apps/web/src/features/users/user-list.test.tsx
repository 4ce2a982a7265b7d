import { MESSAGES } from '@adcast/domain/messages';
import { TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../../api/toast-store';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aUser } from '../../test/deal-builder';
import { renderInApp, testListRoute } from '../../test/render';
import { aListedUser } from '../../test/user-builder';
import { UserList } from './user-list';
import { validateUserSearch } from './users-routes';

const me = aUser();

const paula = aListedUser();

function renderList(mask: Parameters<typeof stubApi>[1]) {
  const api = stubApi(
    {
      '/api/users/list': () => ({ content: [paula], totalElements: 1 }),
      '/api/users/count-by-status': () => [{ status: 'ENABLED', count: 1 }],
      'DELETE /api/users/paula%40example.test/two-factor': () => null,
    },
    mask,
  );
  renderInApp(
    <MeContext.Provider value={me}>
      <UserList route={testListRoute(validateUserSearch)} />
    </MeContext.Provider>,
  );
  return api;
}

const openRowMenu = async () =>
  userEvent.click(await screen.findByRole('button', { name: `Actions for ${paula.email}` }));

describe("the users list's two-factor reset", () => {
  it('an admin resets a user’s second factor after confirming it', async () => {
    const api = renderList({ role: 'ADMIN' });
    await openRowMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: TWO_FACTOR_MESSAGES.resetAction }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.resetConfirm(paula.email))).toBeTruthy();
    expect(api.requestsTo('/api/users/paula%40example.test/two-factor')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirmButton }));
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain(TWO_FACTOR_MESSAGES.reset(paula.email)),
    );
    const [request] = api.requestsTo('/api/users/paula%40example.test/two-factor');
    expect(request?.init.method).toBe('DELETE');
  });

  it('is not offered to a role that is not working as admin', async () => {
    renderList({ role: 'SALES_REPRESENTATIVE' });
    await openRowMenu();
    expect(await screen.findByRole('menuitem', { name: 'Disable' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: TWO_FACTOR_MESSAGES.resetAction })).toBeNull();
  });
});
