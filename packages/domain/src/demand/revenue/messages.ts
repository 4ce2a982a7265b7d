/** Messages of revenue reconciliation; the spec words none of them. */
export const DP_REVENUE_MESSAGES = {
  formatNameTaken: 'This demand partner already has an import format with this name',
  formatNotFound: 'The chosen import format does not exist for this demand partner',
  columnRequired: (label: string) => `${label} column is required`,
  missingColumns: (labels: readonly string[]) => `The file has no ${labels.join(', ')} column`,
  noFile: 'Attach the CSV or XLSX file in the part named file',
  notSpreadsheet: 'The file must be a CSV or an XLSX workbook',
  badDay: (text: string) => `Date "${text}" is not a date (YYYY-MM-DD)`,
  badImpressions: (text: string) => `Impressions "${text}" is not a whole number`,
  badRevenue: (text: string) => `Revenue "${text}" is not an amount (at most 6 decimals)`,
  badPublisher: (text: string) => `Publisher ID "${text}" is not a publisher of this partner's network`,
  missingCell: (label: string) => `${label} is empty`,
  duplicateKey: (line: number) => `The same day and publisher are on line ${line} already`,
  notReady: 'The file is still being read; try again in a moment',
  failed: 'The file could not be read, so there is nothing to apply',
  hasErrors: (lines: readonly number[]) =>
    `Nothing was imported: fix the rows with errors first (lines ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? ` and ${lines.length - 10} more` : ''})`,
  thresholdRange: 'Discrepancy threshold must be between 0 and 100 %',
  alertSubject: (partner: string, day: string) => `Revenue discrepancy: ${partner} on ${day}`,
  alertBody: (lines: {
    partner: string;
    day: string;
    threshold: number;
    impressions: string;
    revenue: string;
  }) =>
    [
      `${lines.partner} reported figures for ${lines.day} that differ from ours by more than ${lines.threshold} %.`,
      `Impressions: ${lines.impressions}`,
      `Revenue: ${lines.revenue}`,
      'Open Demand → Discrepancies in Adcast to see the day.',
    ].join('\n'),
} as const;
