import { z } from 'zod';
import type { AdFactDimensionColumn } from './facts';
import type { Formula } from './formula';

/** Part 2 §3: the formats of report values. */
export const REPORT_FORMATS = [
  'string',
  'number',
  'decimal',
  'date-time',
  'percentage',
  'plain-percentage',
  'currency',
  'duration',
] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const DIMENSION_GROUPS = [
  'Time',
  'Inventory',
  'Demand and campaign',
  'Network',
  'Content',
  'EPG',
  'Geo',
  'Device',
  'Errors and fraud',
  'Extras',
] as const;
export type DimensionGroup = (typeof DIMENSION_GROUPS)[number];

export const METRIC_GROUPS = [
  'Impressions and requests',
  'Fill ratios',
  'Revenue',
  'Profit',
  'Price',
  'Bidding',
  'Demand-partner ratios',
  'Other counts',
  'Ad quartiles',
  'Bid cache events',
  'Network SaaS',
  'Bundles',
  'Line item delivery',
  'EPG keywords',
] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];

export const TIME_GRAINS = ['hour', 'day', 'month', 'year'] as const;
export const TimeGrainSchema = z.enum(TIME_GRAINS);
export type TimeGrain = z.infer<typeof TimeGrainSchema>;

/** Records whose names label an id column in report rows. */
export type NamedEntity =
  | 'placement'
  | 'publisher'
  | 'network'
  | 'demandPartner'
  | 'connection'
  | 'deviceType'
  | 'lineItem'
  | 'order'
  | 'deal'
  | 'advertiser'
  | 'creative'
  /** The advertiser's domains (adomain), from its advertiser id. */
  | 'adomain'
  /** A creative's name, or its id, when it is a DCO creative; others say they are not. */
  | 'dcoCreative'
  | 'dcoCreativeId'
  /** The console's channel the programme played on (issue 28, EPG Channel). */
  | 'channel';

/** Where a dimension's values come from; `unfed` dimensions are catalogued but not offered. */
export type DimensionSource =
  | { readonly kind: 'time'; readonly grain: TimeGrain }
  | { readonly kind: 'column'; readonly column: AdFactDimensionColumn; readonly names?: NamedEntity }
  | { readonly kind: 'unfed'; readonly reason: string };

export type Dimension = {
  readonly key: string;
  readonly label: string;
  readonly group: DimensionGroup;
  readonly format: ReportFormat;
  /** The name of the field in the report payload and rows. */
  readonly field: string;
  readonly source: DimensionSource;
  readonly description?: string;
};

export type Metric = {
  readonly key: string;
  readonly label: string;
  readonly group: MetricGroup;
  readonly format: ReportFormat;
  readonly field: string;
  /** null: no fact feeds this metric yet, so it is not offered (rather than showing zeros). */
  readonly formula: Formula | null;
  readonly description?: string;
  readonly unfedReason?: string;
};
