import { ERROR_CODES } from '@adcast/domain/errors';
import { SUPPLY_PACKAGE_MESSAGES as M } from '@adcast/domain/marketplace/marketplace-messages';
import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { PackageForecastCard, PackagePerformanceCard } from './package-performance-card';
import { PackagePublicationCard } from './package-publication-card';

const pkg: SupplyPackage = {
  id: 7,
  name: 'Live sports premium',
  status: 'ACTIVE',
  network: { id: 3, name: 'CTVBuyer' },
  publicationStatus: 'READY',
  tier: 'PREMIUM',
  floorCpm: 18.5,
  currency: 'USD',
  selectionScope: 'SELECTED',
  placements: [{ id: 1, name: 'Sports pre-roll' }],
  platforms: ['CTV'],
  countries: ['US'],
  genreIds: [17],
  targetingSet: null,
  sharedWith: [],
  description: null,
  createdOn: '2026-11-01T00:00:00.000Z',
  updatedOn: '2026-11-01T00:00:00.000Z',
  version: 2,
};

describe('a package’s page parts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the last 30 days as the API answers them: requests, impressions, fill and eCPM', async () => {
    stubApi({
      [SUPPLY_PACKAGE_API.performance(7)]: () => ({
        dateFrom: '2026-10-27',
        dateTo: '2026-11-25',
        adRequests: 120000,
        adImpressions: 30000,
        fillRate: 0.25,
        eCpm: 20,
      }),
    });
    renderInApp(<PackagePerformanceCard pkg={pkg} />);
    expect(await screen.findByText('120,000')).toBeTruthy();
    expect(screen.getByText('25.00%')).toBeTruthy();
    expect(screen.getByText('$20.00')).toBeTruthy();
  });

  it('shows the forecast of the next 30 days: available, forecast with its band, booked and notes', async () => {
    const day = (date: string) => ({
      date,
      requests: { value: 4000, lower: 3800, upper: 4300 },
      impressions: { value: 1000, lower: 900, upper: 1100 },
      booked: 250,
      available: 750,
    });
    stubApi({
      [SUPPLY_PACKAGE_API.forecast(7)]: () => ({
        startDate: '2026-11-27',
        endDate: '2026-11-28',
        band: 0.8,
        history: { from: '2026-08-28', to: '2026-11-26', daysWithTraffic: 91 },
        notEnoughHistory: null,
        days: [day('2026-11-27'), day('2026-11-28')],
        totals: { requests: 8000, impressions: 2000, booked: 500, available: 1500 },
        backtest: null,
        bookedLineItems: 1,
        notes: [M.genresNotRead],
      }),
    });
    renderInApp(<PackageForecastCard pkg={pkg} />);
    expect(await screen.findByText('Forecast (2026-11-27 – 2026-11-28)')).toBeTruthy();
    expect(screen.getByText('1,500')).toBeTruthy();
    expect(screen.getByText('1,800 – 2,200')).toBeTruthy();
    expect(screen.getByText(M.genresNotRead)).toBeTruthy();
  });

  it('says why a package has no forecast instead of showing a figure', async () => {
    stubApi({
      [SUPPLY_PACKAGE_API.forecast(7)]: () =>
        jsonResponse(422, { code: ERROR_CODES.RULE, messages: [M.forecastNeedsInventory] }),
    });
    renderInApp(<PackageForecastCard pkg={pkg} />);
    expect(await screen.findByText(M.forecastNeedsInventory)).toBeTruthy();
  });

  it('offers the legal next steps of a ready package to an editor', async () => {
    stubApi({});
    renderInApp(<PackagePublicationCard pkg={pkg} />);
    expect(await screen.findByText('Ready')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Back to draft',
      'Publish',
    ]);
  });
});
