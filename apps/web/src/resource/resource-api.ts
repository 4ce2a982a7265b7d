import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { Page } from '@adcast/domain/paging';
import type { QueryObject } from '@adcast/domain/query';
import { useQuery } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import { api } from '../api/client';
import { pageQuery, statusCountsQuery } from '../api/list-queries';
import { toastingErrors } from '../api/notify-error';
import { POLL_MS } from '../api/poll';
import { type ListState, toListQuery } from '../ui/list-search';
import type { RecordResource, RecordRow } from './record-resource';
import { useSaveThenOpen, useWrite, type WriteRequest } from './write-api';

/** A page of the list; `path` names another list of the same rows (a partner's connections, say). */
export const recordPageQuery = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  state: ListState,
  path = resource.paths.list,
  filter: QueryObject = {},
) =>
  pageQuery<T>(
    [resource.key],
    path,
    { ...toListQuery(state, resource.searchParam), ...filter },
    resource.notices.errorFetching,
  );

/** The status boxes' counts for the search text. */
export const recordCountsQuery = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  search: string,
  path = resource.paths.counts,
  filter: QueryObject = {},
) =>
  statusCountsQuery(
    [resource.key],
    path,
    { [resource.searchParam]: search, ...filter },
    resource.notices.errorFetching,
  );

export const useRecordPage = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  state: ListState,
  path?: string,
  filter?: QueryObject,
) => useQuery(recordPageQuery(resource, state, path, filter));

export const useRecordCounts = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  search: string,
  path?: string,
  filter?: QueryObject,
) => useQuery(recordCountsQuery(resource, search, path, filter));

async function loadRecord<T extends RecordRow>(
  paths: RecordResource<T, unknown, unknown>['paths'],
  id: number,
) {
  if (paths.one) return api.get<T>(paths.one(id));
  // A record without a path of its own: the list call asked for that id in every status.
  const page = await api.get<Page<T>>(paths.list, {
    query: { ids: [id], status: EntityStatusSchema.options, size: 1 },
  });
  return page.content[0] ?? null;
}

/** One record by id; a missing or hidden one fails with a toast. */
export const useRecord = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  id: number,
  /** Asks again every few seconds while the record shows background work in flight (a video being processed). */
  busy?: (row: T) => boolean,
) =>
  useQuery({
    queryKey: [resource.key, 'one', id],
    queryFn: toastingErrors(resource.notices.errorFetching, () => loadRecord<T>(resource.paths, id)),
    refetchInterval: (query: { state: { data: T | null | undefined } }) =>
      busy && query.state.data && busy(query.state.data) ? POLL_MS : false,
  });

/** The create, update and archive calls of a record type, with their toasts. */
export function recordWrites<T extends RecordRow, I, U, P extends string>({
  paths,
  notices,
  requestBody,
}: RecordResource<T, I, U, P>) {
  const bodyOf = (json: object) => (requestBody ? requestBody(json as Record<string, unknown>) : json);
  return {
    create: (input: I): WriteRequest => ({
      method: 'POST',
      path: paths.list,
      body: bodyOf(input as object),
      notice: notices.created,
      fallback: notices.errorSave,
    }),
    /** Saves the edit over the version the user saw. */
    update: (row: T, input: Omit<U, 'version'>): WriteRequest => ({
      method: 'PUT',
      path: paths.record(row),
      body: bodyOf({ ...input, version: row.version }),
      notice: notices.updated,
      fallback: notices.errorSave,
    }),
    /** Archive, or bring an archived record back; the version the user saw goes along. */
    archive: (row: T, archive: boolean): WriteRequest => ({
      method: 'PUT',
      path: `${paths.record(row)}/${archive ? 'archive' : 'unarchive'}`,
      body: { version: row.version },
      notice: archive ? notices.archived : notices.unarchived,
      fallback: notices.errorStatus,
    }),
  };
}

const changedBy = <T extends RecordRow, I, U, P extends string>(resource: RecordResource<T, I, U, P>) => [
  [resource.key],
  ...(resource.alsoChanges ?? []),
];

/** Sends a write of the record type and refreshes every list it changes. */
export const useRecordWrite = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
) => useWrite<T>(changedBy(resource));

/** A save that then opens a page of the saved record. */
export const useRecordSave = <T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  open: (saved: T) => LinkOptions,
) => useSaveThenOpen<T>(changedBy(resource), open);
