import type { Page } from '@adcast/domain/paging';
import type { QueryObject } from '@adcast/domain/query';
import type { StatusCount } from '@adcast/domain/records';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { toastingErrors } from './notify-error';

/** One page of a list; the previous page stays on screen while the next one loads. */
export const pageQuery = <T>(key: QueryKey, path: string, query: QueryObject, fallback: string) =>
  queryOptions({
    queryKey: [...key, path, query],
    queryFn: toastingErrors(fallback, () => api.get<Page<T>>(path, { query })),
    placeholderData: keepPreviousData,
  });

/** The counts of the status boxes. */
export const statusCountsQuery = <C = StatusCount>(
  key: QueryKey,
  path: string,
  query: QueryObject,
  fallback: string,
) =>
  queryOptions({
    queryKey: [...key, path, query],
    queryFn: toastingErrors(fallback, () => api.get<C[]>(path, { query })),
    placeholderData: keepPreviousData,
  });

/** One row by its path; a missing or hidden row fails with a toast. */
export const oneQuery = <T>(key: QueryKey, path: string, fallback: string) =>
  queryOptions({
    queryKey: [...key, path],
    queryFn: toastingErrors(fallback, () => api.get<T>(path)),
  });
