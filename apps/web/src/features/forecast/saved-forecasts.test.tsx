import { FORECAST_API, type ForecastResult } from '@adcast/domain/forecast/forecast';
import { SAVED_FORECAST_MESSAGES, type SavedForecast } from '@adcast/domain/forecast/saved-forecasts';
import { MESSAGES } from '@adcast/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../api/toast-store';
import { stubApi } from '../../test/api-stub';
import { renderInApp, testRoute } from '../../test/render';
import { ForecastPage } from './forecast-page';
import { forecastSearch } from './forecast-search';
import { SAVE_FORECAST, SAVED_FORECASTS_TITLE } from './saved-forecasts';

const route = testRoute(forecastSearch);

const answer: ForecastResult = {
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  band: 0.8,
  history: { from: '2026-08-31', to: '2026-11-29', daysWithTraffic: 91 },
  notEnoughHistory: null,
  days: [],
  totals: { requests: 22_000, impressions: 11_000, booked: 2000, available: 9000 },
  backtest: null,
  bookedLineItems: 2,
  notes: [],
};

const saved: SavedForecast = {
  id: 7,
  name: 'Holiday CTV',
  query: {
    targetingId: 3,
    countries: ['US', 'CA'],
    deviceTypes: [3],
    platforms: ['CTV'],
    placementIds: [4, 9],
    startDate: '2026-12-10',
    endDate: '2026-12-24',
  },
  targeting: { id: 3, name: 'Sports fans' },
  network: { id: 2, name: 'North' },
  savedBy: { id: 5, name: 'Robin Ops' },
  savedOn: '2026-11-20T10:00:00.000Z',
  snapshot: {
    requests: 90_000,
    impressions: 45_250.4,
    booked: 5000,
    available: 40_250.4,
    mape: { requests: 0.04, impressions: 0.05 },
    notEnoughHistory: false,
  },
};

const routes = () => ({
  [`POST ${FORECAST_API.forecast}`]: () => answer,
  [`GET ${FORECAST_API.saved}`]: () => ({ content: [saved], totalElements: 1 }),
  [`POST ${FORECAST_API.saved}`]: () => ({ ...saved, id: 8 }),
  [`DELETE ${FORECAST_API.savedForecast(saved.id)}`]: () => new Response(null, { status: 204 }),
});

const savedTable = () =>
  within(screen.getByRole('region', { name: SAVED_FORECASTS_TITLE })).getByRole('table', {
    name: SAVED_FORECASTS_TITLE,
  });

const forecastNow = async () => {
  const button = await screen.findByRole('button', { name: 'Forecast' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  // Text, not a role: computing every element's role and name is what a busy machine cannot do in time.
  await screen.findAllByText('Forecast impressions');
};

describe('saved forecasts on the forecast page', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the forecast shown under a name, refusing a blank one; the server is sent the slice and flight only', async () => {
    const api = stubApi(routes(), { role: 'REV_OPS' });
    renderInApp(<ForecastPage route={route} />);
    expect(screen.queryByRole('button', { name: SAVE_FORECAST })).toBeNull();
    await forecastNow();
    const [forecasted] = api.requestsTo(FORECAST_API.forecast);

    fireEvent.click(screen.getByRole('button', { name: SAVE_FORECAST }));
    const dialog = await screen.findByRole('dialog', { name: SAVE_FORECAST });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_FORECAST_MESSAGES.nameRequired)).toBeTruthy();
    expect(api.requestsTo(FORECAST_API.saved).filter((r) => r.init.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Holiday CTV ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain(SAVED_FORECAST_MESSAGES.saved),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SAVE_FORECAST })).toBeNull());
    const [posted] = api.requestsTo(FORECAST_API.saved).filter((r) => r.init.method === 'POST');
    expect(JSON.parse(String(posted?.init.body))).toEqual({
      name: 'Holiday CTV',
      query: JSON.parse(String(forecasted?.init.body)),
    });
    // The list is read again after the save.
    await waitFor(() =>
      expect(api.requestsTo(FORECAST_API.saved).filter((r) => r.init.method !== 'POST')).toHaveLength(2),
    );
  });

  it('lists the saved forecasts with their snapshot; one opens its slice and flight, and is deleted after a confirmation', async () => {
    const api = stubApi(routes(), { role: 'REV_OPS' });
    const page = renderInApp(<ForecastPage route={route} />);
    await waitFor(() => expect(within(savedTable()).getAllByRole('row')).toHaveLength(2));
    const row = within(savedTable()).getAllByRole('row')[1] as HTMLElement;
    for (const text of [
      'Holiday CTV',
      '2026-12-10 to 2026-12-24',
      'Sports fans · US, CA · Connected TV · CTV · 2 placements',
      'Robin Ops',
      '45,250',
      '40,250',
    ])
      expect(row.textContent).toContain(text);

    fireEvent.click(within(row).getByRole('link', { name: 'Holiday CTV' }));
    await waitFor(() => expect(api.requestsTo(FORECAST_API.forecast)).toHaveLength(1));
    expect(JSON.parse(String(api.requestsTo(FORECAST_API.forecast)[0]?.init.body))).toEqual(saved.query);
    await waitFor(() =>
      expect(page.router.state.location.search).toMatchObject({
        targetingId: 3,
        countries: 'US,CA',
        startDate: '2026-12-10',
        endDate: '2026-12-24',
      }),
    );
    expect((screen.getByLabelText(/Start date/) as HTMLInputElement).value).toBe('2026-12-10');

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Holiday CTV' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmTitle });
    expect(within(confirm).getByText(SAVED_FORECAST_MESSAGES.deleteConfirm('Holiday CTV'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: MESSAGES.confirmButton }));
    await waitFor(() => expect(api.requestsTo(FORECAST_API.savedForecast(saved.id))).toHaveLength(1));
    expect(api.requestsTo(FORECAST_API.savedForecast(saved.id))[0]?.init.method).toBe('DELETE');
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain(SAVED_FORECAST_MESSAGES.deleted),
    );
  });

  it('offers a read-only admin the list but neither Save forecast nor Delete (FORECAST_CREATE)', async () => {
    stubApi(routes(), { role: 'READ_ONLY_ADMIN' });
    renderInApp(<ForecastPage route={route} />);
    await forecastNow();
    await waitFor(() => expect(within(savedTable()).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: SAVE_FORECAST })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Holiday CTV' })).toBeNull();
  });
});
