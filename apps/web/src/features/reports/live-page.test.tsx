import { REPORT_API } from '@adcast/domain/reports/paths';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { LivePage } from './live-page';

const hour = (at: string, revenue: number, adImpressions: number) => ({
  hour: at,
  adRequests: adImpressions * 4,
  adImpressions,
  fillRate: 0.25,
  revenue,
});

describe('LivePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the last hours newest first with their figures', async () => {
    stubApi({
      [REPORT_API.live]: () => ({
        hours: [hour('2026-11-23 13:00', 10.5, 1000), hour('2026-11-23 14:00', 12.25, 1200)],
      }),
    });
    renderInApp(<LivePage />);

    const table = await screen.findByRole('table', { name: 'Hours' });
    expect(screen.getByText('The last 24 hours, hour by hour (UTC)')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2026-11-23 14:00',
      '2026-11-23 13:00',
    ]);
    expect(rows[0]?.textContent).toContain('$12.25');
    expect(rows[0]?.textContent).toContain('4,800');
    expect(rows[0]?.textContent).toContain('25.00%');
    expect(screen.getByText('Revenue and impressions by hour')).toBeTruthy();
  });

  it('says when there is no traffic yet, and when the view cannot be loaded', async () => {
    stubApi({ [REPORT_API.live]: () => ({ hours: [] }) });
    const { unmount } = renderInApp(<LivePage />);
    expect(await screen.findAllByText('No data to show')).toHaveLength(2);
    unmount();

    stubApi({ [REPORT_API.live]: () => jsonResponse(500, { code: 1000, messages: [] }) });
    renderInApp(<LivePage />);
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeTruthy();
  });
});
