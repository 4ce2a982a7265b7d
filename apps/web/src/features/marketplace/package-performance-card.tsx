import { formatMoney, formatNumber, formatPercent } from '@adcast/domain/format';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import Typography from '@mui/material/Typography';
import { DetailCard } from '../../ui/detail-list';
import { usePackagePerformance } from './package-api';

export const PERFORMANCE_TITLE = 'Last 30 days';
export const FORECAST_TITLE = 'Forecast';
/** Shown until the forecast module can answer for a package's inventory; no figure is made up. */
export const FORECAST_PENDING = 'The forecast of this package’s inventory is not available yet.';

/** Requests, impressions, fill and eCPM of the package's inventory over the last 30 days of facts. */
export function PackagePerformanceCard({ pkg }: { pkg: SupplyPackage }) {
  const performance = usePackagePerformance(pkg.id, pkg.version).data;
  const figure = (value: string | undefined) => (performance ? value || 'No traffic' : '…');
  return (
    <DetailCard
      title={
        performance
          ? `${PERFORMANCE_TITLE} (${performance.dateFrom} – ${performance.dateTo})`
          : PERFORMANCE_TITLE
      }
      details={[
        { label: 'Requests', value: figure(formatNumber(performance?.adRequests)) },
        { label: 'Impressions', value: figure(formatNumber(performance?.adImpressions)) },
        { label: 'Fill', value: figure(formatPercent(performance?.fillRate)) },
        { label: 'eCPM', value: figure(formatMoney(performance?.eCpm)) },
      ]}
    />
  );
}

/** The package's forecast: a section of its own, filled once the forecast module serves packages. */
export function PackageForecastCard() {
  return (
    <DetailCard
      title={FORECAST_TITLE}
      details={[
        {
          label: 'Available impressions',
          value: <Typography variant="body2">{FORECAST_PENDING}</Typography>,
        },
      ]}
    />
  );
}
