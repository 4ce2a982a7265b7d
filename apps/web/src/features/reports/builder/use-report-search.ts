import type { DateRangeType } from '@adcast/domain/date-ranges';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ReportParams } from '../report-routes-search';
import { parseReportSearch, type ReportSearch } from './report-search';

/** Drops what the URL need not carry: empty values (part 2 §5), switches off and the first page. */
function toUrl(search: ReportSearch): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        value !== undefined &&
        value !== false &&
        !(key === 'filters' && Array.isArray(value) && value.length === 0) &&
        !(key === 'page' && value === 0),
    ),
  );
}

export interface ReportSearchOptions {
  /** Parts of the state the page sets itself (a ready-made report's dimensions and metrics). */
  fixed?: Pick<ReportSearch, 'dimensions' | 'metrics'>;
  /** The preset used until the user picks dates. */
  range?: DateRangeType;
  /** Other URL params the page keeps (which ready-made report is open). */
  keep?: Record<string, string>;
}

/**
 * A report's state kept in the URL (replaced, not pushed), so a reload or a shared link shows
 * the same report. Any change but paging goes back to the first page (part 2 §4).
 */
export function useReportSearch(raw: ReportParams, { fixed, range, keep }: ReportSearchOptions = {}) {
  const settings = JSON.stringify([raw, fixed, range]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state changes only with the params' content
  const search = useMemo((): ReportSearch => {
    const datesGiven = raw.range !== undefined || raw.dateFrom !== undefined;
    return { ...parseReportSearch(raw), ...(range && !datesGiven && { range }), ...fixed };
  }, [settings]);
  const navigate = useNavigate();
  const update = (patch: Partial<ReportSearch>) => {
    const next = toUrl({ ...search, page: 0, ...patch });
    if (fixed) {
      delete next.dimensions;
      delete next.metrics;
    }
    void navigate({ to: '.', replace: true, search: { ...keep, ...next } });
  };
  return { search, update };
}
export type ReportSearchUpdate = ReturnType<typeof useReportSearch>['update'];
