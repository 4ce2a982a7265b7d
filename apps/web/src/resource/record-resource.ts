import type { BulkEditField } from '@adcast/domain/contracts/bulk-edit';
import { type ListFilter, listFilterParams } from '@adcast/domain/contracts/list-filters';
import type {
  RecordContract,
  RecordDto,
  RecordNotices,
  RecordScreens,
} from '@adcast/domain/contracts/record-contract';
import type { EntityStatus, EnumOption } from '@adcast/domain/enumerations';
import type { BulkAction } from '@adcast/domain/list-actions';
import type { Sort } from '@adcast/domain/paging';
import type { Permission } from '@adcast/domain/permissions';
import { DEFAULT_STATUS_FILTER } from '@adcast/domain/records';
import type { QueryKey } from '@tanstack/react-query';
import {
  type ListSearchParams,
  type ListSearchSchema,
  listSearchSchema,
  listSearchValidator,
} from '../ui/list-search';

export type { ListSearchParams };

/** What every listed, versioned record with a status carries (the contracts' `RecordDto`). */
export type RecordRow = RecordDto;
export type { RecordNotices };

export interface RecordResourceConfig<T extends RecordRow, P extends string> {
  /** The query key root: every read of the record type lives under it, every write refreshes it. */
  key: string;
  /** 'demand partner': named in the not-found notice, the archive dialog and the edit title. */
  what: string;
  /** The record's name as lists and titles show it. */
  nameOf: (row: T) => string;
  /** The list's title, its card and its new button. */
  /** `search`: the search box's label when the list does not search by name. */
  labels: { plural: string; list: string; create: string; search?: string };
  paths: {
    /** GET a page, POST a new record. */
    list: string;
    counts: string;
    /** GET one record. */
    one?: (id: number) => string;
    /** PUT the record; archive and unarchive sit below it. */
    record: (row: T) => string;
    /** The list's CSV export, where the contract names one (else `<list>/export.csv`). */
    exportCsv?: string;
  };
  /** The list call's name for the search text. */
  searchParam: string;
  sortProperties: readonly [P, ...P[]];
  defaultSort: Sort & { sortProperty: P };
  notices: RecordNotices;
  /** `read`: the list and its records (areas declared by a contract name it). */
  permissions: { read?: Permission; create: Permission; edit: Permission; archive: Permission };
  /** The bulk status changes its list's `/bulk` call serves (rows are chosen only where there are some). */
  bulkActions?: readonly BulkAction[];
  /** The fields its list's `/bulk-edit` call sets on many rows at once (the contract's). */
  bulkEdit?: readonly BulkEditField<T>[];
  /** Its status tiles when they are not ACTIVE, INACTIVE and ARCHIVED (publishers: ACTIVE, ARCHIVED). */
  statusOptions?: readonly EnumOption<EntityStatus>[];
  /** Other lists that a write of this record changes (a partner's connection count, say). */
  alsoChanges?: readonly QueryKey[];
  /** The body create and update send when it is not the JSON itself (a multipart form with files). */
  requestBody?: (json: Record<string, unknown>) => unknown;
  /** A record as its edit form opens (the contract's `inputOf`). */
  inputOf?: (row: T) => unknown;
  /** The list's filter chips (the contract's filters), kept in the URL. */
  filters?: readonly ListFilter[];
}

export interface RecordResource<T extends RecordRow, I, U, P extends string = string>
  extends RecordResourceConfig<T, P> {
  /** The list state's parser of the URL search params. */
  listSearch: ListSearchSchema<P>;
  /**
   * The list route's `validateSearch`: keeps the params the URL has, each checked (an unknown
   * value becomes its default); the list state fills in the rest, so links stay short.
   */
  validateListSearch: (search: Record<string, unknown>) => ListSearchParams<P>;
  /** Phantom types: the row, the create input and the update input. */
  readonly types?: { row: T; input: I; update: U };
}

/**
 * Describes a record type to the web: one object per area from which its routes' search, its
 * list page, its queries and its writes are built (react-admin's resources in spirit). Curried so
 * that the row and input types are named while the sort properties are inferred.
 */
export const recordResource =
  <T extends RecordRow, I, U>() =>
  <const P extends string>(config: RecordResourceConfig<T, P>): RecordResource<T, I, U, P> => {
    const listSearch = listSearchSchema(config.sortProperties, {
      ...config.defaultSort,
      status: DEFAULT_STATUS_FILTER,
      ...(config.statusOptions && { statuses: config.statusOptions.map((option) => option.key) }),
      filterParams: listFilterParams(config.filters ?? []),
    });
    return { ...config, listSearch, validateListSearch: listSearchValidator(listSearch) };
  };

/**
 * Create and edit as multipart (part 2 §7): the input's JSON in one part, each file in its own
 * (a file field that holds no new file is left out).
 */
function multipartBody({ json, files }: { json: string; files: readonly string[] }) {
  return (input: Record<string, unknown>): FormData => {
    const form = new FormData();
    const fields = Object.fromEntries(Object.entries(input).filter(([field]) => !files.includes(field)));
    form.append(json, JSON.stringify(fields));
    for (const field of files) {
      const file = input[field];
      if (file instanceof File) form.append(field, file);
    }
    return form;
  };
}

/** A resource made from a contract: it keeps the contract's screens, typed as written, for the routes. */
export interface ContractResource<T extends RecordRow, I, U, P extends string, S extends RecordScreens>
  extends RecordResource<T, I, U, P> {
  screens: S;
}

/**
 * A record area's web resource, from its contract alone: a record kept under a parent (a
 * connection under its partner) is read through the list and written at its parent's path; a
 * multipart contract sends its files beside the JSON.
 */
export function contractResource<T extends RecordRow, I, U, P extends string, S extends RecordScreens>(
  contract: RecordContract<T, I, U, P, string, S>,
): ContractResource<T, I, U, P, S> {
  const { paths, labels, parent } = contract;
  const editPath = paths.edit ?? paths.one;
  const resource = recordResource<T, I, U>()({
    key: contract.key,
    what: labels.what,
    nameOf: contract.nameOf,
    labels: { plural: labels.plural, list: labels.list, create: labels.create, search: labels.search },
    paths: {
      list: paths.list,
      counts: paths.counts,
      ...(!parent && { one: (id: number) => paths.one(id) }),
      record: (row) => editPath(row.id, parent?.idOf(row)),
      ...(paths.exportCsv && { exportCsv: paths.exportCsv }),
    },
    searchParam: contract.searchParam,
    sortProperties: contract.sort.properties,
    defaultSort: contract.sort.default,
    notices: contract.notices,
    permissions: contract.permissions,
    bulkActions: contract.bulkActions,
    bulkEdit: contract.bulkEdit,
    statusOptions: contract.statuses.options,
    alsoChanges: contract.alsoChanges.map((key) => [key]),
    requestBody: contract.multipart && multipartBody(contract.multipart),
    inputOf: contract.inputOf,
    filters: contract.filters,
  });
  return { ...resource, screens: contract.screens };
}
