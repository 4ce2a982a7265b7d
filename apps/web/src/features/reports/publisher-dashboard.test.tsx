import { REPORT_API } from '@adcast/domain/reports/paths';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { PublisherDashboard } from './publisher-dashboard';

describe('PublisherDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for its own publisher and shows its tiles and top 5 demand partners', async () => {
    const { requestsTo } = stubApi(
      {
        [REPORT_API.pubDash('dashboard')]: () => ({
          kpis: [
            {
              metric: 'pubRevenue',
              label: 'Publisher Revenue',
              format: 'currency',
              value: 80,
              previous: 100,
            },
          ],
        }),
        [REPORT_API.publisherTop5DemandPartners(12)]: () => [
          { name: 'Bluefin Exchange', revenue: 50, adImpressions: 900 },
        ],
      },
      { role: 'PUBLISHER', publisherId: 12 },
    );
    renderInApp(<PublisherDashboard publisherId={12} />);
    const tile = await screen.findByLabelText('Publisher Revenue');
    expect(tile.textContent).toContain('$80.00');
    expect(tile.textContent).toContain('-20.00% vs previous period');
    const table = await screen.findByRole('table', { name: 'Top 5 demand partners' });
    expect(within(table).getByText('Bluefin Exchange')).toBeTruthy();
    expect(requestsTo(REPORT_API.pubDash('dashboard'))[0]?.url.searchParams.get('publisherId')).toBe('12');
  });
});
