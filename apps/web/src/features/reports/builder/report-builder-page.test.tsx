import { REPORT_API } from '@adcast/domain/reports/paths';
import { REPORT_JOB_API, REPORT_JOB_MESSAGES, type ReportJob } from '@adcast/domain/reports/report-jobs';
import type { ReportResult } from '@adcast/domain/reports/report-query';
import { SAVED_REPORT_API } from '@adcast/domain/reports/saved-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderInApp, testRoute } from '../../../test/render';
import { reportSearch } from '../report-routes-search';
import { ReportBuilderPage } from './report-builder-page';
import { chartPlanOf, DEFAULT_REPORT_PAGE_SIZE } from './report-search';

const route = testRoute(reportSearch);

const RESULT: ReportResult = {
  columns: [
    { key: 'domain', label: 'Domain', format: 'string', kind: 'dimension' },
    { key: 'revenue', label: 'Revenue', format: 'currency', kind: 'metric' },
  ],
  content: [
    { domain: 'news.example', revenue: 125, revenuePrevious: 100 },
    { domain: 'tv.example', revenue: 50, revenuePrevious: 100 },
  ],
  totalElements: 2,
  totals: { revenue: 175 },
  compareTotals: { revenue: 200 },
};

type Body = { dimensions: string[]; metrics: string[]; dateFrom: string; dateTo: string; compare: unknown };

function stubReports() {
  const stub = stubApi({
    [REPORT_API.query]: () => RESULT,
    [REPORT_API.lastImportTime]: () => ({ lastImportTime: null }),
  });
  // The table's query (the chart asks for its own, without paging of the table's size).
  const bodies = () =>
    stub
      .requestsTo(REPORT_API.query)
      .map((request) => JSON.parse(String(request.init.body)) as Body & { size: number })
      .filter((body) => body.size === DEFAULT_REPORT_PAGE_SIZE);
  return { ...stub, bodies };
}

const user = userEvent.setup({ delay: null });
const table = () => screen.findByRole('table', { name: 'Report' });

// A whole page with its chart renders slowly on a busy machine: a generous limit, no timing asserted.
describe('Report Builder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the default report: by day, three metrics, the last 7 days ending yesterday', async () => {
    const { bodies } = stubReports();
    renderInApp(<ReportBuilderPage route={route} />);
    await table();
    const first = bodies()[0] as Body;
    expect(first.dimensions).toEqual(['day']);
    expect(first.metrics).toEqual(['adRequests', 'adImpressions', 'revenue']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(first.dateTo).toBe(yesterday);
    expect(first.compare).toBeNull();
  });

  it('shows the rows, a totals row, each metric’s change from the previous period and what it was, and which period that is', async () => {
    stubReports();
    renderInApp(
      <ReportBuilderPage route={route} />,
      '/?compare=true&dateFrom=2026-11-10&dateTo=2026-11-12&dimensions=domain&metrics=revenue',
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Domain'),
      'news.example$125.00+25.00%was $100.00',
      'tv.example$50.00-50.00%was $100.00',
      'Total$175.00-12.50%was $200.00',
    ]);
    expect(
      screen.getByText(
        'Compared with 11/07/2026 – 11/09/2026: each figure shows its change and what it was then',
      ),
    ).toBeTruthy();
  });

  it('compares with a custom range from its link (compareType CUSTOM)', async () => {
    const { bodies } = stubReports();
    renderInApp(
      <ReportBuilderPage route={route} />,
      '/?compare=true&dateFrom=2026-11-10&dateTo=2026-11-12&compareFrom=2025-11-01&compareTo=2025-11-30',
    );
    await table();
    expect(bodies()[0]?.compare).toEqual({
      compareType: 'CUSTOM',
      dateFrom: '2025-11-01',
      dateTo: '2025-11-30',
    });
  });

  it('an inverted custom compare range falls back to the previous period', async () => {
    const { bodies } = stubReports();
    renderInApp(
      <ReportBuilderPage route={route} />,
      '/?compare=true&dateFrom=2026-11-10&dateTo=2026-11-12&compareFrom=2025-11-30&compareTo=2025-11-01',
    );
    await table();
    expect(bodies()[0]?.compare).toEqual({
      compareType: 'PREVIOUS',
      dateFrom: '2026-11-07',
      dateTo: '2026-11-09',
    });
  });

  it('charts the metrics the user picks per axis, and a compared series over the previous period (issue 31)', async () => {
    const stub = stubReports();
    renderInApp(
      <ReportBuilderPage route={route} />,
      '/?compare=true&dateFrom=2026-11-10&dateTo=2026-11-12&dimensions=day&metrics=adRequests,adImpressions,revenue',
    );
    await table();
    const chartBodies = () =>
      stub
        .requestsTo(REPORT_API.query)
        .map((request) => JSON.parse(String(request.init.body)) as Body & { size: number })
        .filter((body) => body.size !== DEFAULT_REPORT_PAGE_SIZE);
    await vi.waitFor(() =>
      expect(chartBodies().map(({ dateFrom, metrics }) => [dateFrom, metrics.join()])).toEqual(
        expect.arrayContaining([
          ['2026-11-10', 'adRequests,adImpressions'],
          ['2026-11-07', 'adRequests,adImpressions'],
        ]),
      ),
    );
    const chart = screen.getByRole('figure', { name: 'Chart: By day' });
    expect(within(chart).getByText('Compared with 11/07/2026 – 11/09/2026')).toBeTruthy();

    await user.click(within(chart).getByRole('combobox', { name: 'Right axis' }));
    await user.click(await screen.findByRole('option', { name: 'Revenue' }));
    await vi.waitFor(() =>
      expect(chartBodies().map(({ dateFrom, metrics }) => [dateFrom, metrics.join()])).toEqual(
        expect.arrayContaining([
          ['2026-11-10', 'adRequests,revenue'],
          ['2026-11-07', 'adRequests,revenue'],
        ]),
      ),
    );
  });

  it('keeps the last metric: a report needs at least one', async () => {
    const { bodies } = stubReports();
    renderInApp(<ReportBuilderPage route={route} />, '/?metrics=revenue');
    await table();
    const metrics = screen
      .getByRole('combobox', { name: 'Metrics' })
      .closest('.MuiAutocomplete-root') as HTMLElement;
    const chip = within(metrics).getByRole('button', { name: 'Revenue' });
    await user.type(within(metrics).getByRole('combobox'), '{Backspace}');
    expect(await screen.findByText('Choose at least one metric')).toBeTruthy();
    expect(chip.isConnected).toBe(true);
    expect(bodies().every((body) => body.metrics.join() === 'revenue')).toBe(true);
  });

  it('a new dimension from the grouped, searchable picker reruns the report and lands in the URL', async () => {
    const { bodies } = stubReports();
    const { router } = renderInApp(<ReportBuilderPage route={route} />);
    await table();
    await user.type(screen.getByRole('combobox', { name: 'Dimensions' }), 'countr');
    await user.click(await screen.findByRole('option', { name: 'Country' }));
    await waitFor(() => expect(bodies().at(-1)?.dimensions).toEqual(['day', 'country']));
    expect(router.state.location.search).toMatchObject({ dimensions: ['day', 'country'] });
  });

  it('says which dimensions and metrics are not available yet, and why (issue 31)', async () => {
    stubReports();
    renderInApp(<ReportBuilderPage route={route} />);
    await table();
    const toggle = screen.getByRole('button', {
      name: /^Show what is not available yet \(\d+ dimensions, \d+ metrics\)$/,
    });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const dimensions = screen.getByRole('region', { name: 'Dimensions not available yet' });
    expect(dimensions.textContent).toContain('No fact carries this dimension yet: Advertiser Secondary ID');
    expect(dimensions.textContent).toContain('Supply Chain ASI');
    // Issues 24 and 28: the app and EPG dimensions are offered now, so the list leaves them out.
    expect(dimensions.textContent).not.toContain('EPG Channel');
    expect(dimensions.textContent).not.toContain('Application Name');
    await user.type(screen.getByRole('combobox', { name: 'Dimensions' }), 'Supply Chain');
    expect((await screen.findByText('No options')).textContent).toBe('No options');
  });
});

describe('the chart the dimensions call for', () => {
  it('a time dimension gives a time series, another dimension bars, none no chart', () => {
    expect(chartPlanOf({ dimensions: ['country', 'day'], metrics: ['revenue', 'rpm', 'bids'] })).toEqual({
      kind: 'line',
      dimension: 'day',
      metrics: ['revenue', 'rpm'],
    });
    expect(chartPlanOf({ dimensions: ['country'], metrics: ['revenue'] })).toEqual({
      kind: 'bar',
      dimension: 'country',
      metrics: ['revenue'],
    });
    expect(chartPlanOf({ dimensions: [], metrics: ['revenue'] })).toBeNull();
  });

  it('saves the current report under a name and lists the saved ones, each deletable', async () => {
    const saved = [
      {
        id: 4,
        name: 'Weekly domains',
        search: { dimensions: ['domain'] },
        createdOn: '2026-11-01T00:00:00Z',
      },
    ];
    const api = stubApi({
      [REPORT_API.query]: () => RESULT,
      [REPORT_API.lastImportTime]: () => ({ lastImportTime: null }),
      [`GET ${SAVED_REPORT_API.list}`]: () => saved,
      [`POST ${SAVED_REPORT_API.list}`]: () => ({ ...saved[0], id: 5, name: 'Mine' }),
      [`DELETE ${SAVED_REPORT_API.one(4)}`]: () => new Response(null, { status: 204 }),
    });
    renderInApp(<ReportBuilderPage route={route} />);
    await table();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requestsTo(SAVED_REPORT_API.list).some((r) => r.init.method === 'POST')).toBe(true),
    );
    const posted = api.requestsTo(SAVED_REPORT_API.list).find((r) => r.init.method === 'POST');
    expect(JSON.parse(String(posted?.init.body))).toMatchObject({ name: 'Mine', search: expect.any(Object) });

    await user.click(screen.getByRole('button', { name: 'Saved reports' }));
    expect(await screen.findByRole('menuitem', { name: /Weekly domains/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Weekly domains' }));
    await waitFor(() => expect(api.requestsTo(SAVED_REPORT_API.one(4))).toHaveLength(1));
  });

  it('a report too big to answer at once is prepared as a file: the user is told, sees its progress, then downloads it', async () => {
    let jobs: ReportJob[] = [];
    const running: ReportJob = {
      id: 9,
      name: 'report-2026-11-01-2026-11-30',
      format: 'CSV',
      status: 'RUNNING',
      progress: 40,
      rows: null,
      error: null,
      createdOn: '2026-12-01T10:00:00Z',
      finishedOn: null,
    };
    const api = stubApi({
      [REPORT_API.query]: () => RESULT,
      [REPORT_API.lastImportTime]: () => ({ lastImportTime: null }),
      [REPORT_JOB_API.list]: () => jobs,
      [`POST ${REPORT_API.exportCsv}`]: () => {
        jobs = [running];
        return jsonResponse(202, { job: running, message: REPORT_JOB_MESSAGES.started });
      },
      [REPORT_JOB_API.file(9)]: () =>
        new Response('Day,Revenue\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    renderInApp(<ReportBuilderPage route={route} />);
    await table();
    expect(screen.queryByRole('heading', { name: REPORT_JOB_MESSAGES.title })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(currentToasts().map((t) => t.message)).toContain(REPORT_JOB_MESSAGES.started));
    const files = (await screen.findByRole('heading', { name: REPORT_JOB_MESSAGES.title })).closest(
      'section',
    );
    const progress = within(files as HTMLElement).getByRole('progressbar', {
      name: 'report-2026-11-01-2026-11-30.csv: 40%',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(within(files as HTMLElement).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    jobs = [{ ...running, status: 'DONE', progress: 100, rows: 120_000 }];
    await waitFor(() => expect(screen.getByText('Ready · 120,000 rows')).toBeTruthy(), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Download report-2026-11-01-2026-11-30.csv' }));
    await waitFor(() => expect(api.requestsTo(REPORT_JOB_API.file(9))).toHaveLength(1));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
