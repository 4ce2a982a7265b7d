import { z } from 'zod';
import { DateRangeTypeSchema, WireDateSchema } from '../date-ranges';

/**
 * The answers of the report and dashboard calls, as the OpenAPI document gives them to generated
 * clients; the routes' handlers are type-checked against them and the tests encode each answer with
 * them (see the API's plainAnswers).
 */
const ValueSchema = z.union([z.string(), z.number(), z.null()]);
const RowSchema = z.record(z.string(), ValueSchema);
const TotalsSchema = z.record(z.string(), z.number().nullable());

export const ReportResultSchema = z.object({
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      format: z.string(),
      kind: z.enum(['dimension', 'metric']),
    }),
  ),
  content: z.array(RowSchema),
  totalElements: z.number().int(),
  totals: TotalsSchema,
  compareTotals: TotalsSchema.optional(),
});

const KpiSchema = z.object({
  metric: z.string(),
  label: z.string(),
  format: z.string(),
  value: z.number().nullable(),
  previous: z.number().nullable(),
});
const TopEntrySchema = z.object({
  name: z.string(),
  revenue: z.number().nullable(),
  adImpressions: z.number().nullable(),
});
const ViewRowSchema = z.object({
  key: ValueSchema,
  /** A video's title, while it is in the catalogue. */
  name: z.string().optional(),
  plays: z.number(),
  watchSeconds: z.number(),
});
const spanFields = { dateFrom: WireDateSchema, dateTo: WireDateSchema };

export const MainDashboardSchema = z.object({
  ...spanFields,
  kpis: z.array(KpiSchema),
  series: z.array(RowSchema),
  topDemandPartners: z.array(TopEntrySchema),
  topPublishers: z.array(TopEntrySchema),
});
export const LiveDashboardSchema = z.object({ hours: z.array(RowSchema) });
export const PresetKpisSchema = z.object({
  ...spanFields,
  type: DateRangeTypeSchema.nullable(),
  kpis: z.array(KpiSchema),
});
export const TopListSchema = z.array(TopEntrySchema);

/** One part of the publisher dashboard: each part answers some of these. */
export const PublisherDashboardPartSchema = z.object({
  kpis: z.array(KpiSchema).optional(),
  days: z.array(RowSchema).optional(),
  domains: TopListSchema.optional(),
  apps: TopListSchema.optional(),
  videos: z.array(ViewRowSchema).optional(),
});
/** One part of the content-owner dashboard: each part answers some of these. */
export const ContentOwnerDashboardPartSchema = z.object({
  plays: z.number().optional(),
  watchSeconds: z.number().optional(),
  days: z.array(ViewRowSchema).optional(),
  videos: z.array(ViewRowSchema).optional(),
  countries: z.array(ViewRowSchema).optional(),
  platforms: z.array(ViewRowSchema).optional(),
});
export const LastImportTimeSchema = z.object({ lastImportTime: z.string().nullable() });

const CatalogueEntrySchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  group: z.string(),
  format: z.string(),
  /** The field's name in the report's rows. */
  field: z.string(),
  description: z.string().optional(),
});

/** What the report builder offers: the dimensions and metrics facts feed. */
export const ReportCatalogueSchema = z.object({
  dimensions: z.array(CatalogueEntrySchema),
  metrics: z.array(CatalogueEntrySchema.extend({ unfedReason: z.string().optional() })),
});
