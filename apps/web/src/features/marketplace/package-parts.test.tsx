import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { FORECAST_PENDING, PackageForecastCard, PackagePerformanceCard } from './package-performance-card';
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

  it('says the forecast is not available rather than showing a figure', async () => {
    renderInApp(<PackageForecastCard />);
    expect(await screen.findByText(FORECAST_PENDING)).toBeTruthy();
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
