import type { DateRangeType } from '../date-ranges';

/**
 * Report and dashboard API paths. Those named in part 2 §7 are the contract; the report builder's
 * query and the per-publisher dashboard paths are "not shown" there and follow their neighbours.
 */
export const REPORT_API = {
  importFacts: '/api/report/import',
  lastImportTime: '/api/report/last-import-time',
  catalogue: '/api/report/catalogue',
  query: '/api/report/query',
  exportCsv: '/api/report/export',
  dashboard: '/api/dashboard/report',
  live: '/api/dashboard/live',
  overviewPreset: (preset: DateRangeType, publisherId = 0) =>
    `/api/dashboard/overview-presets/${preset}/${publisherId}`,
  publisherTop5DemandPartners: (publisherId: number) =>
    `/api/dashboard/report-publisher-top5-dp/${publisherId}`,
  pubDash: (part: PubDashPart) => `/api/pub-dash/${part}`,
  coDash: (part: CoDashPart) => `/api/co-dash/${part}`,
} as const;

export const PUB_DASH_PARTS = [
  'dashboard',
  'revenue',
  'cost',
  'domains',
  'videos',
  'audio',
  'watch-duration',
] as const;
export type PubDashPart = (typeof PUB_DASH_PARTS)[number];
export const CO_DASH_PARTS = [
  'total',
  'videos-by-day',
  'top-videos',
  'videos',
  'videos-by-location',
  'videos-by-platform',
] as const;
export type CoDashPart = (typeof CO_DASH_PARTS)[number];
