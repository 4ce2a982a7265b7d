import { ERROR_CODES } from '@adcast/domain/errors';
import { FORECAST_API, FORECAST_MESSAGES, type ForecastResult } from '@adcast/domain/forecast/forecast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderInApp, testRoute } from '../../test/render';
import { ForecastPage } from './forecast-page';
import { forecastSearch } from './forecast-search';

const route = testRoute(forecastSearch);

const band = (value: number) => ({ value, lower: value * 0.9, upper: value * 1.1 });
const day = (date: string, impressions: number, booked: number) => ({
  date,
  requests: band(impressions * 2),
  impressions: band(impressions),
  booked,
  available: impressions - booked,
});

const answer: ForecastResult = {
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  band: 0.8,
  history: { from: '2026-08-31', to: '2026-11-29', daysWithTraffic: 91 },
  notEnoughHistory: null,
  days: [day('2026-12-01', 5000, 1000), day('2026-12-02', 6000, 1000)],
  totals: { requests: 22_000, impressions: 11_000, booked: 2000, available: 9000 },
  backtest: {
    requests: { mape: 0.032, coverage: 0.7857, heldOutDays: 14 },
    impressions: { mape: 0.05, coverage: 0.8571, heldOutDays: 14 },
  },
  bookedLineItems: 2,
  notes: [],
};

const submit = async () => {
  const button = await screen.findByRole('button', { name: 'Forecast' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
};

describe('ForecastPage', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('forecasts the chosen flight: totals, booked against available, the days and the backtest error', async () => {
    const api = stubApi({ [`POST ${FORECAST_API.forecast}`]: () => answer }, { role: 'REV_OPS' });
    renderInApp(<ForecastPage route={route} />);
    await submit();

    const impressions = await screen.findByRole('generic', { name: 'Forecast impressions' });
    expect(impressions.textContent).toContain('11,000');
    expect(screen.getByRole('generic', { name: 'Booked' }).textContent).toContain('2 line items');
    expect(screen.getByRole('generic', { name: 'Available' }).textContent).toContain('9,000');
    expect(screen.getByText('Impressions: booked and available')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Days' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]?.textContent).toContain('2026-12-01');
    expect(rows[0]?.textContent).toContain('4,500 – 5,500');
    expect(screen.getByText('MAPE 3.20%; the 80.00% band held 78.57% of 14 days')).toBeTruthy();

    const [request] = api.requestsTo(FORECAST_API.forecast);
    expect(JSON.parse(String(request?.init.body))).toMatchObject({ placementIds: [], countries: [] });
  });

  it('keeps the slice and flight forecast in the URL, and forecasts a linked one on opening (issue 28)', async () => {
    const api = stubApi({ [`POST ${FORECAST_API.forecast}`]: () => answer }, { role: 'REV_OPS' });
    const first = renderInApp(<ForecastPage route={route} />);
    await submit();
    await screen.findByRole('table', { name: 'Days' });
    const search = first.router.state.location.search as Record<string, unknown>;
    expect(search).toMatchObject({ startDate: expect.any(String), endDate: expect.any(String) });
    expect(search.platforms).toBeUndefined();
    first.unmount();

    renderInApp(
      <ForecastPage route={route} />,
      '/?platforms=CTV,APP&placementIds=4,9&startDate=2026-12-01&endDate=2026-12-02',
    );
    await screen.findByRole('table', { name: 'Days' });
    expect((screen.getByLabelText(/Start date/) as HTMLInputElement).value).toContain('2026');
    const sent = api.requestsTo(FORECAST_API.forecast).at(-1);
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({
      platforms: ['CTV', 'APP'],
      placementIds: [4, 9],
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
  });

  it('opens on the empty form when the URL names a flight the form would refuse', async () => {
    const api = stubApi({ [`POST ${FORECAST_API.forecast}`]: () => answer }, { role: 'REV_OPS' });
    renderInApp(<ForecastPage route={route} />, '/?startDate=2026-12-09&endDate=2026-12-01');
    await screen.findByRole('button', { name: 'Forecast' });
    expect(api.requestsTo(FORECAST_API.forecast)).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Days' })).toBeNull();
  });

  it('says when the slice has too little history, instead of a figure', async () => {
    stubApi({
      [`POST ${FORECAST_API.forecast}`]: () => ({
        ...answer,
        notEnoughHistory: FORECAST_MESSAGES.notEnoughHistory(9),
        days: [],
        backtest: null,
      }),
    });
    renderInApp(<ForecastPage route={route} />);
    await submit();
    expect(await screen.findByText(FORECAST_MESSAGES.notEnoughHistory(9))).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Days' })).toBeNull();
  });

  it("shows the server's message when a forecast is refused", async () => {
    stubApi({
      [`POST ${FORECAST_API.forecast}`]: () =>
        jsonResponse(400, { code: ERROR_CODES.VALIDATION, messages: [FORECAST_MESSAGES.flightEnded] }),
    });
    renderInApp(<ForecastPage route={route} />);
    await submit();
    expect(await screen.findByText(FORECAST_MESSAGES.flightEnded)).toBeTruthy();
  });
});
