import type { ForecastResult } from '@adcast/domain/forecast/forecast';
import { formatMoney, formatNumber, formatPercent } from '@adcast/domain/format';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import Typography from '@mui/material/Typography';
import { errorMessages } from '../../api/notify-error';
import { DetailCard } from '../../ui/detail-list';
import { usePackageForecast, usePackagePerformance } from './package-api';

export const PERFORMANCE_TITLE = 'Last 30 days';
export const FORECAST_TITLE = 'Forecast';

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

/** The package's forecast over the next 30 days: its totals and band, what is booked, or why there is none. */
export function PackageForecastCard({ pkg }: { pkg: SupplyPackage }) {
  const forecast = usePackageForecast(pkg.id, pkg.version);
  const result = forecast.data;
  const title = result ? `${FORECAST_TITLE} (${result.startDate} – ${result.endDate})` : FORECAST_TITLE;
  const notice = (text: string) => [
    { label: 'Available impressions', value: <Typography variant="body2">{text}</Typography> },
  ];
  if (forecast.isError)
    return (
      <DetailCard title={title} details={notice(errorMessages(forecast.error, FORECAST_FAILED).join(' '))} />
    );
  if (!result) return <DetailCard title={title} details={notice('…')} />;
  if (result.notEnoughHistory !== null)
    return <DetailCard title={title} details={notice(result.notEnoughHistory)} />;
  const band = (measure: 'requests' | 'impressions') =>
    `${formatNumber(Math.round(sumOf(result, measure, 'lower')))} – ${formatNumber(Math.round(sumOf(result, measure, 'upper')))}`;
  return (
    <DetailCard
      title={title}
      details={[
        { label: 'Available impressions', value: formatNumber(Math.round(result.totals.available)) },
        { label: 'Forecast impressions', value: formatNumber(Math.round(result.totals.impressions)) },
        { label: `Impressions, ${formatPercent(result.band)} band`, value: band('impressions') },
        { label: 'Forecast requests', value: formatNumber(Math.round(result.totals.requests)) },
        { label: 'Booked', value: formatNumber(Math.round(result.totals.booked)) },
        ...(result.notes.length > 0 ? [{ label: 'Notes', value: result.notes.join(' ') }] : []),
      ]}
    />
  );
}

export const FORECAST_FAILED = 'The forecast could not be made.';

const sumOf = (result: ForecastResult, measure: 'requests' | 'impressions', edge: 'lower' | 'upper') =>
  result.days.reduce((total, day) => total + day[measure][edge], 0);
