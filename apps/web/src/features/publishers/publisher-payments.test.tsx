import { PAYOUT_MESSAGES } from '@adcast/domain/publishers/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { PublisherPayments } from './publisher-payments';

const SETUP_URL =
  'https://ui2.sandbox.tipalti.com/payeedashboard/home?idap=publisher-7&payer=Adcast&ts=1&hashkey=ab';

const payment = (n: number) => ({
  refCode: `PAY-${n}`,
  date: '2026-03-15',
  amount: 1234.5,
  currency: 'USD',
  status: 'Paid',
  method: 'ACH',
});

function renderPayments(routes: Parameters<typeof stubApi>[0], role: 'ADMIN' | 'PUBLISHER' = 'ADMIN') {
  const api = stubApi(routes, role === 'PUBLISHER' ? { role, publisherId: 7 } : { role });
  renderInApp(<PublisherPayments publisherId={7} />);
  return api;
}

describe('the Payments tab', () => {
  it("shows Tipalti's set-up page for the publisher and its payments, paged", async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPayments(
      {
        '/api/tipalti/setup': () => ({ configured: true, idap: 'publisher-7', url: SETUP_URL }),
        '/api/tipalti/payments': (url) => {
          const page = Number(url.searchParams.get('page'));
          return { content: [payment(page * 10 + 1)], totalElements: 11 };
        },
      },
      'PUBLISHER',
    );
    const frame = await screen.findByTitle('Tipalti payee set-up');
    expect(frame.getAttribute('src')).toBe(SETUP_URL);
    expect(api.requestsTo('/api/tipalti/setup')[0]?.url.searchParams.get('pub')).toBe('7');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateReferenceAmountStatusMethod', '03/15/2026PAY-1US$1,234.50PaidACH']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('PAY-11')).toBeTruthy();
    expect(api.requestsTo('/api/tipalti/payments').at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('says payouts are not configured, and asks Tipalti nothing', async () => {
    const api = renderPayments({
      '/api/tipalti/setup': () => ({ configured: false, idap: 'publisher-7', url: null }),
    });
    expect(await screen.findByText(PAYOUT_MESSAGES.notConfigured)).toBeTruthy();
    expect(screen.queryByTitle('Tipalti payee set-up')).toBeNull();
    expect(api.requestsTo('/api/tipalti/payments')).toHaveLength(0);
  });

  it('says why the history is missing when Tipalti fails', async () => {
    renderPayments({
      '/api/tipalti/setup': () => ({ configured: true, idap: 'publisher-7', url: SETUP_URL }),
      '/api/tipalti/payments': () =>
        new Response(JSON.stringify({ code: 1503, messages: [PAYOUT_MESSAGES.unreachable] }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    });
    expect(await screen.findByText(PAYOUT_MESSAGES.unreachable)).toBeTruthy();
  });

  it('says there are no payments yet', async () => {
    renderPayments({
      '/api/tipalti/setup': () => ({ configured: true, idap: 'publisher-7', url: SETUP_URL }),
      '/api/tipalti/payments': () => ({ content: [], totalElements: 0 }),
    });
    expect(await screen.findByText(PAYOUT_MESSAGES.noPayments)).toBeTruthy();
  });
});
