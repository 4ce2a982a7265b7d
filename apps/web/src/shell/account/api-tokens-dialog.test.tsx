import { API_TOKENS_API } from '@adcast/domain/users/api-tokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { ApiTokensDialog } from './api-tokens-dialog';

const LISTED = {
  id: 7,
  name: 'nightly export',
  scope: 'READ_ONLY',
  hint: 'adc_AbCd',
  createdOn: '2026-11-01T10:00:00Z',
  expiresAt: '2026-12-01T10:00:00Z',
  lastUsedAt: null,
};

describe('API tokens dialog (issue 30)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists tokens, creates one showing its secret once, and revokes after a confirmation', async () => {
    const api = stubApi({
      [`GET ${API_TOKENS_API.tokens}`]: () => [LISTED],
      [`POST ${API_TOKENS_API.tokens}`]: (_url, init) => ({
        ...LISTED,
        id: 8,
        ...JSON.parse(String(init.body)),
        secret: 'adc_the-secret-value',
      }),
      [`DELETE ${API_TOKENS_API.token(7)}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup({ delay: null });
    renderInApp(<ApiTokensDialog onClose={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect((await within(table).findByText(/nightly export/)).textContent).toContain('adc_AbCd');
    expect(within(table).getByText('Read only')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();

    await user.type(screen.getByLabelText('Token name'), 'deploy bot');
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    await user.click(create);
    expect(await screen.findByText('adc_the-secret-value')).toBeTruthy();
    const created = api.requestsTo(API_TOKENS_API.tokens).find((request) => request.init.method === 'POST');
    expect(JSON.parse(String(created?.init.body))).toEqual({
      name: 'deploy bot',
      scope: 'READ_ONLY',
      expiresInDays: 30,
    });

    await user.click(within(table).getByRole('button', { name: 'Revoke' }));
    // The confirmation's Revoke opens above the row's.
    await user.click((await screen.findAllByRole('button', { name: 'Revoke' })).at(-1)!);
    await waitFor(() => expect(api.requestsTo(API_TOKENS_API.token(7))).toHaveLength(1));
    expect(api.requestsTo(API_TOKENS_API.token(7))[0]?.init.method).toBe('DELETE');
  });
});
