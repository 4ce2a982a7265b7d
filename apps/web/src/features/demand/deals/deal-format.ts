import type { Deal } from '@adcast/domain/demand/deals';

/** A floor in its own currency, 2 decimals: 4.5 EUR -> '€4.50'. */
export const formatDealFloor = (deal: Pick<Deal, 'floorCpm' | 'currency'>): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: deal.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(deal.floorCpm);

/** The flight as 'start – end'; an open end reads 'open'. The dates are calendar days, shown as written. */
export function formatFlight(
  deal: Pick<Deal, 'startDate' | 'endDate'>,
  format: (date: Date) => string,
): string {
  if (!deal.startDate && !deal.endDate) return '—';
  const day = (text: string | null) => {
    if (!text) return 'open';
    const [year, month, date] = text.split('-').map(Number);
    return format(new Date(year ?? 0, (month ?? 1) - 1, date ?? 1));
  };
  return `${day(deal.startDate)} – ${day(deal.endDate)}`;
}
