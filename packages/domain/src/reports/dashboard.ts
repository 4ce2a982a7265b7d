import { z } from 'zod';
import { WireDateSchema } from '../date-ranges';

/** Part 1 §6 / issue 11: the main dashboard's KPI tiles, each compared with the previous period. */
export const MAIN_KPI_METRICS = [
  'revenue',
  'adImpressions',
  'fillRate',
  'rpm',
  'profit',
  'marginPct',
] as const;
/** The publisher dashboard's tiles: what the publisher earns and sells. */
export const PUBLISHER_KPI_METRICS = ['pubRevenue', 'adImpressions', 'fillRate', 'publisherCpm'] as const;
/** The Forecast dashboard card's figures (part 1 §6): the supply, fill and price a forecast starts from. */
export const FORECAST_KPI_METRICS = ['adRequests', 'adImpressions', 'fillRate', 'rpm'] as const;
export const TOP_LIST_SIZE = 5;
export const LIVE_HOURS = 24;

const rangeFields = { dateFrom: WireDateSchema.optional(), dateTo: WireDateSchema.optional() };
const id = z.coerce.number().int().positive();

const withRangeRules = <T extends z.ZodType<{ dateFrom?: string | undefined; dateTo?: string | undefined }>>(
  schema: T,
) =>
  schema
    .refine((q) => (q.dateFrom === undefined) === (q.dateTo === undefined), {
      message: 'Give both dateFrom and dateTo, or neither',
    })
    .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
      message: 'The start date must not be after the end date',
      path: ['dateTo'],
    });

/** Dashboard calls take a date range; without one, the default range (last 7 days) applies. */
export const DashboardRangeSchema = withRangeRules(z.object(rangeFields));
export const PublisherDashboardQuerySchema = withRangeRules(
  z.object({ ...rangeFields, publisherId: id.optional() }),
);
export const ContentOwnerDashboardQuerySchema = withRangeRules(
  z.object({ ...rangeFields, coId: id.optional() }),
);
export type DashboardRange = z.infer<typeof DashboardRangeSchema>;

export type Kpi = {
  metric: string;
  label: string;
  format: string;
  value: number | null;
  previous: number | null;
};
export type SeriesPoint = Record<string, string | number | null>;
/**
 * A row of content viewing (plays and watch time) by video, country, platform or day; key null for
 * the total. Rows by video carry the video's title as `name` while it is in the catalogue.
 */
export type ViewRow = { key: string | number | null; name?: string; plays: number; watchSeconds: number };
export type TopEntry = { name: string; revenue: number | null; adImpressions: number | null };

export type MainDashboard = {
  dateFrom: string;
  dateTo: string;
  kpis: Kpi[];
  series: SeriesPoint[];
  topDemandPartners: TopEntry[];
  topPublishers: TopEntry[];
};
