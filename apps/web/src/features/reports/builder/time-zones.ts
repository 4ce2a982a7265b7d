import { DEFAULT_REPORT_TIME_ZONE } from '@adcast/domain/reports/report-query';

/** The time zones a report can be counted in: UTC first, then every zone the browser knows. */
export const TIME_ZONES = [
  DEFAULT_REPORT_TIME_ZONE,
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_REPORT_TIME_ZONE),
];
