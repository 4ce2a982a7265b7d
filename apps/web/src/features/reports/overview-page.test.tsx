import { REPORT_API } from '@adcast/domain/reports/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp, testRoute } from '../../test/render';
import { OverviewPage } from './overview-page';
import { overviewSearch } from './report-routes-search';

const route = testRoute(overviewSearch);

const answer = { dateFrom: '2026-11-01', dateTo: '2026-11-23' };
const revenue = { metric: 'revenue', label: 'Revenue', format: 'currency', value: 300, previous: 200 };

const presetRoutes = () =>
  stubApi({
    [REPORT_API.overviewPreset('LAST_7_DAYS')]: () => ({ ...answer, kpis: [revenue] }),
    [REPORT_API.overviewPreset('THIS_MONTH')]: () => ({ ...answer, kpis: [{ ...revenue, value: 900 }] }),
  });

describe('OverviewPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tiles of the last 7 days when the URL names no preset (or an unknown one)', async () => {
    const { requestsTo } = presetRoutes();
    renderInApp(<OverviewPage route={route} />, '/?preset=NEXT_CENTURY');

    const tile = await screen.findByLabelText('Revenue');
    expect(tile.textContent).toContain('$300.00');
    expect(tile.textContent).toContain('+50.00% vs previous period');
    expect(screen.getByText('11/01/2026 – 11/23/2026 (UTC)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Last 7 days' }).getAttribute('aria-selected')).toBe('true');
    expect(requestsTo(REPORT_API.overviewPreset('LAST_7_DAYS'))).toHaveLength(1);
  });

  it('asks for the chosen preset and keeps it in the URL', async () => {
    const { requestsTo } = presetRoutes();
    const { router } = renderInApp(<OverviewPage route={route} />);
    await screen.findByLabelText('Revenue');

    fireEvent.click(screen.getByRole('tab', { name: 'This month' }));

    await waitFor(() => expect(screen.getByLabelText('Revenue').textContent).toContain('$900.00'));
    expect(router.state.location.search).toEqual({ preset: 'THIS_MONTH' });
    expect(requestsTo(REPORT_API.overviewPreset('THIS_MONTH'))).toHaveLength(1);
  });
});
