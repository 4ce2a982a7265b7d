import type { PathId } from '../paths';

const partner = (dpId: PathId) => `/api/dp/${dpId}`;
const format = (dpId: PathId, id: PathId) => `${partner(dpId)}/supported-imports/${id}`;
const revenueImport = (dpId: PathId, id: PathId) => `${partner(dpId)}/revenue-imports/${id}`;

/**
 * Part 2 §7 names "dp-revenue imports and supported-imports, and a csv import" without paths; these
 * sit under the partner (/api/dp/{dpId}) as its connections do, and the comparison beside the
 * reports (POST /api/report/discrepancy, which the spec names).
 */
export const DP_REVENUE_API = {
  /** GET the partner's import formats, POST a new one. */
  supportedImports: (dpId: PathId) => `${partner(dpId)}/supported-imports`,
  /** PUT an edit (with version). */
  supportedImport: format,
  /** GET the partner's revenue imports (newest first); POST a file (multipart `file`, `supportedImportId`). */
  revenueImports: (dpId: PathId) => `${partner(dpId)}/revenue-imports`,
  /** GET one import: its status and, once read, its preview rows with their errors. */
  revenueImport,
  /** POST: write the previewed rows. */
  applyRevenueImport: (dpId: PathId, id: PathId) => `${revenueImport(dpId, id)}/apply`,
  /** GET whether the caller follows the partner; PUT { following }. */
  follow: (dpId: PathId) => `${partner(dpId)}/follow`,
  /** POST the comparison of our figures with the partners' (day × partner × publisher). */
  discrepancy: '/api/report/discrepancy',
  /** POST the same body: the comparison as CSV. */
  discrepancyExport: '/api/report/discrepancy/export',
} as const;
