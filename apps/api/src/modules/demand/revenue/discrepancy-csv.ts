import {
  ALL_PUBLISHERS_LABEL,
  type DiscrepancyRow,
  DISCREPANCY_COLUMN_LABELS as L,
} from '@adcast/domain/demand/revenue/discrepancy';
import { csvLine } from '../../../records/csv';

const COLUMNS: [string, (row: DiscrepancyRow) => string | number | null][] = [
  [L.day, (row) => row.day],
  [L.demandPartner, (row) => row.demandPartner.displayName],
  [L.publisher, (row) => row.publisher?.name ?? ALL_PUBLISHERS_LABEL],
  [L.ourImpressions, (row) => row.ourImpressions],
  [L.partnerImpressions, (row) => row.partnerImpressions],
  [L.impressionsDifference, (row) => row.impressionsDifference],
  [L.impressionsDifferencePct, (row) => row.impressionsDifferencePct],
  [L.ourRevenue, (row) => row.ourRevenue],
  [L.partnerRevenue, (row) => row.partnerRevenue],
  [L.revenueDifference, (row) => row.revenueDifference],
  [L.revenueDifferencePct, (row) => row.revenueDifferencePct],
  [L.flagged, (row) => (row.flagged ? 'Yes' : 'No')],
];

/** The comparison as CSV: the screen's columns, labels first. */
export const discrepancyCsv = (rows: readonly DiscrepancyRow[]) =>
  csvLine(COLUMNS.map(([label]) => label)) +
  rows.map((row) => csvLine(COLUMNS.map(([, value]) => value(row)))).join('');
