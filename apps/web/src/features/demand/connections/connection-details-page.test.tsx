import type { ConnectionCallDay } from '@adcast/domain/decisioning/partner-calls';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { setMask } from '../../../api/mask-store';
import { stubApi } from '../../../test/api-stub';
import { aConnection } from '../../../test/demand-builders';
import { renderInApp } from '../../../test/render';
import { CALLS_EMPTY } from './connection-calls-card';
import { ConnectionDetails } from './connection-details-page';

const connection = aConnection(9, { name: 'Delta US CTV', tmaxMs: 250 });
const CALLS = DEMAND_API.connectionCalls(4, 9);

const day = (date: string, counts: Omit<ConnectionCallDay, 'day'>): ConnectionCallDay => ({
  day: date,
  ...counts,
});

function renderDetails(calls: ConnectionCallDay[], mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }) {
  const api = stubApi(
    {
      [CALLS]: () => calls,
      [DEMAND_API.connectionPlacements(4, 9)]: () => ({ content: [], totalElements: 0 }),
      '/api/placements': () => ({ content: [], totalElements: 0 }),
    },
    mask,
  );
  renderInApp(<ConnectionDetails connection={connection} />);
  return api;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the connection details: partner timeout and partner calls', () => {
  it('shows the timeout and each day of calls with their totals and win rate, the latest first', async () => {
    renderDetails([
      day('2026-11-26', { requests: 1200, bids: 300, wins: 75, noBids: 850, timeouts: 40, errors: 10 }),
      day('2026-11-25', { requests: 800, bids: 100, wins: 5, noBids: 690, timeouts: 8, errors: 2 }),
    ]);
    expect(await screen.findByText('Delta US CTV')).toBeTruthy();
    expect(screen.getByText('250 ms')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Partner calls per day' });
    expect(screen.getByRole('heading', { name: 'Partner calls' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day (UTC)', 'Requests', 'Bids', 'Wins', 'No bids', 'Timeouts', 'Errors', 'Win rate']);
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual(['11/26/2026', '1,200', '300', '75', '850', '40', '10', '25%']);
    expect(cellsOf(second!)).toEqual(['11/25/2026', '800', '100', '5', '690', '8', '2', '5%']);
    expect(within(total!).getByRole('rowheader').textContent).toBe('Total');
    expect(cellsOf(total!)).toEqual(['2,000', '400', '80', '1,540', '48', '12', '20%']);
  });

  it('says when the tag has not called the connection yet', async () => {
    renderDetails([]);
    expect(await screen.findByText(CALLS_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Partner calls per day' })).toBeNull();
  });

  it('leaves the card out, and asks nothing, for a role that may not read connections', async () => {
    const api = renderDetails([], { role: 'DESIGNER' });
    expect(await screen.findByText('Delta US CTV')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Partner calls' })).toBeNull();
    expect(api.requestsTo(CALLS)).toEqual([]);
  });
});
