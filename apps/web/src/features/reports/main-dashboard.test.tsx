import { addDays } from '@adcast/domain/date-ranges';
import type { MainDashboard as Dashboard } from '@adcast/domain/reports/dashboard';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { MainDashboard } from './main-dashboard';

const kpi = (
  metric: string,
  label: string,
  format: string,
  value: number | null,
  previous: number | null,
) => ({
  metric,
  label,
  format,
  value,
  previous,
});

const DASHBOARD: Omit<Dashboard, 'dateFrom' | 'dateTo'> = {
  kpis: [
    kpi('revenue', 'Revenue', 'currency', 1250.5, 1000),
    kpi('fillRate', 'Fill Rate', 'percentage', 0.3, 0.4),
    kpi('profit', 'Profit', 'currency', 10, 0),
  ],
  series: [{ day: '2026-11-20', revenue: 600, adImpressions: 40000, fillRate: 0.3 }],
  topDemandPartners: [{ name: 'Atlas Demand', revenue: 700, adImpressions: 30000 }],
  topPublishers: [],
};

describe('MainDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows KPI tiles compared with the previous period, top lists and data freshness', async () => {
    const { requestsTo } = stubApi({
      [REPORT_API.dashboard]: (url) => ({
        ...DASHBOARD,
        dateFrom: url.searchParams.get('dateFrom'),
        dateTo: url.searchParams.get('dateTo'),
      }),
      [REPORT_API.lastImportTime]: () => ({ lastImportTime: '2026-11-23T10:00:00Z' }),
    });
    renderInApp(<MainDashboard />);

    const revenue = await screen.findByLabelText('Revenue');
    expect(revenue.textContent).toContain('$1,250.50');
    expect(revenue.textContent).toContain('+25.05% vs previous period');
    expect(screen.getByLabelText('Fill Rate').textContent).toContain('-25.00% vs previous period');
    expect(screen.getByLabelText('Profit').textContent).toContain('no previous period data');
    expect(
      within(screen.getByRole('table', { name: 'Top demand partners' })).getByText('Atlas Demand'),
    ).toBeTruthy();
    expect(screen.getAllByText('No data to show')).toHaveLength(1);
    expect(await screen.findByText(/data as of 11\/23\/2026/)).toBeTruthy();
    // The default range: the last 7 days.
    const asked = requestsTo(REPORT_API.dashboard)[0]?.url.searchParams;
    expect(asked?.get('dateFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads the range the date selector picks (issue 31: not fixed to the last 7 days)', async () => {
    const { requestsTo } = stubApi({
      [REPORT_API.dashboard]: (url) => ({
        ...DASHBOARD,
        dateFrom: url.searchParams.get('dateFrom'),
        dateTo: url.searchParams.get('dateTo'),
      }),
      [REPORT_API.lastImportTime]: () => ({ lastImportTime: null }),
    });
    renderInApp(<MainDashboard />);
    await screen.findByLabelText('Revenue');
    const first = requestsTo(REPORT_API.dashboard)[0]?.url.searchParams;
    await userEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    await waitFor(() => expect(requestsTo(REPORT_API.dashboard)).toHaveLength(2));
    const moved = requestsTo(REPORT_API.dashboard)[1]?.url.searchParams;
    const dayBefore = (day: string | null | undefined) => addDays(day ?? '', -1);
    expect(moved?.get('dateFrom')).toBe(dayBefore(first?.get('dateFrom')));
    expect(moved?.get('dateTo')).toBe(dayBefore(first?.get('dateTo')));
  });
});
