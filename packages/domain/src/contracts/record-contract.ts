import type { z } from 'zod';
import type { ChangeFields } from '../changelog/change-display';
import type { PathId } from '../demand/paths';
import { ENTITY_STATUS_OPTIONS, type EntityStatus, type EnumOption } from '../enumerations';
import type { BulkAction } from '../list-actions';
import type { MENU_ITEMS } from '../menus';
import type { Sort } from '../paging';
import type { Permission } from '../permissions';
import { DEFAULT_STATUS_TRANSITIONS, type StatusTransitions } from '../records';
import type { BulkEditField } from './bulk-edit';
import type { ListFilter } from './list-filters';

/** What every listed, versioned record with a status carries. */
export interface RecordDto {
  id: number;
  status: EntityStatus;
  version: number;
}

export interface RecordPermissions {
  read: Permission;
  create: Permission;
  edit: Permission;
  archive: Permission;
}

/** The toasts of a record type's reads and writes. */
export interface RecordNotices {
  created: string;
  updated: string;
  archived: string;
  unarchived: string;
  errorSave: string;
  errorStatus: string;
  errorFetching: string;
}

/**
 * The API calls of a record; the server builds its route patterns by passing `:id`. A record kept
 * under a parent (its contract's `parent`) is addressed with the parent's id too: `one(id, parentId)`.
 */
export interface RecordPaths {
  /** GET a page, POST a new record (under the parent's `list` when the record has a parent). */
  list: string;
  counts: string;
  /** GET the status options, where the call catalogue names one. */
  statuses?: string;
  /** GET one record, PUT its edit (unless `edit` says otherwise); archive and unarchive sit below it. */
  one: (id: PathId, parentId?: PathId) => string;
  /** PUT a record's edit, where it is not at `one` (content owners: GET …/details, PUT /api/co/{id}). */
  edit?: (id: PathId, parentId?: PathId) => string;
  archive: (id: PathId, parentId?: PathId) => string;
  unarchive: (id: PathId, parentId?: PathId) => string;
  /** The picker's list call when it is not `list` (demand partners: /api/dp/all). */
  picker?: string;
  /** The CSV export of the list's filter, where the call catalogue names one (else `<list>/export.csv`). */
  exportCsv?: string;
}

/** The record a record is kept under (a connection's demand partner), and that parent's calls of them. */
export interface RecordParent<TDto> {
  /** The path parameter naming the parent: `dpId` in /api/dp/{dpId}/connections/{id}. */
  param: string;
  idOf(dto: TDto): number;
  /** GET the parent's page of these records, POST a new one. */
  list: (parentId: PathId) => string;
  counts: (parentId: PathId) => string;
}

/** Create and edit sent as multipart: the input's JSON in one part, files in the others (part 2 §7). */
export interface RecordMultipart {
  json: string;
  files: readonly string[];
}

/** A screen path with its record's id as `$param`: '/placements/edit/$id'. */
export type RecordScreenPath = `/${string}$${string}`;

/** The web screens of a record: its list and where one record opens. */
export interface RecordScreens {
  list: `/${string}`;
  create?: `/${string}`;
  /** The page a record opens at (its details or its editor): lists, the changelog and the palette link to it. */
  record: RecordScreenPath;
}

export type CellValue = string | number | boolean | null;
/** A CSV export column: its header and each row's cell. */
export type ExportColumn<TDto> = { label: string; value(dto: TDto): CellValue };

/** A shared picker of the record (part 2 §2): its label, placeholder and failure message. */
export interface RecordPicker {
  label: string;
  placeholder?: string;
  errorMessage: string;
  /** The statuses it offers; every status the list answers unasked when not given. */
  statuses?: readonly EntityStatus[];
  /** The page size it asks for, when not the pickers' usual one (collections: 10, part 2 §7). */
  pageSize?: number;
}

type MenuKey = keyof typeof MENU_ITEMS;

/**
 * One record area, declared once: the API routes, the web list and forms, the changelog, the
 * pickers, the command palette, the CSV export and bulk actions are built from it. The API adds only
 * storage and tenancy (`defineRecord`), the web only the area's own fields and parts.
 */
export interface RecordContract<
  TDto extends RecordDto = RecordDto,
  TInput = unknown,
  TUpdate = unknown,
  TSort extends string = string,
  TKey extends string = string,
  TScreens extends RecordScreens = RecordScreens,
> {
  /** The area's key: the web's query key root, and the key other contracts name it by. */
  key: TKey;
  /** The changelog's entity type. */
  entityType: string;
  /** How the changelog names its fields and shows their values (its column labels, mostly). */
  changeFields?: ChangeFields;
  labels: {
    /** 'Deal': the 404 ('Deal not found') and the changelog's type filter. */
    one: string;
    /** 'deal': rule messages, the archive dialog and the edit title. */
    what: string;
    /** 'Deals': the list title, the palette's group. */
    plural: string;
    /** The list card's title. */
    list: string;
    /** The New button. */
    create: string;
    /** The search box's label when the list does not search by name. */
    search?: string;
  };
  nameOf(dto: TDto): string;
  paths: RecordPaths;
  parent?: RecordParent<TDto>;
  multipart?: RecordMultipart;
  /** Typed as written, so the web's routes take their paths from it. */
  screens: TScreens;
  permissions: RecordPermissions;
  /** Any signed-in mask may read it, tenancy narrowing what it sees (publishers of a publisher user). */
  readableByAnyMask?: boolean;
  schemas: {
    dto: z.ZodType<TDto>;
    input: z.ZodType<unknown, TInput>;
    update: z.ZodType<unknown, TUpdate>;
    list: z.ZodType;
    counts: z.ZodType;
  };
  sort: { properties: readonly [TSort, ...TSort[]]; default: Sort & { sortProperty: TSort } };
  /** The list call's name for the search text. */
  searchParam: string;
  /** The filters its list offers as chips beside the status tiles (its list schema takes their params). */
  filters: readonly ListFilter[];
  statuses: {
    /** Its status tiles and labels. */
    options: readonly EnumOption<EntityStatus>[];
    /** Which status a row may move to from each; the default when not given. */
    transitions: StatusTransitions;
  };
  notices: RecordNotices;
  /** A record as its edit's input: the web's form opens with it, a revert of the changelog writes it back. */
  inputOf(dto: TDto): TInput;
  exportColumns: readonly ExportColumn<TDto>[];
  bulkActions: readonly BulkAction[];
  /** The fields its list's selection bar edits on many rows at once, each through the record's own edit. */
  bulkEdit: readonly BulkEditField<TDto>[];
  picker?: RecordPicker;
  /** The command palette finds it by name or id, for users with its read permission. */
  palette: boolean;
  /** The menu entry that opens its list. */
  menu?: MenuKey;
  /** Other areas whose lists a write of this one changes (a partner's connection count). */
  alsoChanges: readonly string[];
}

type Defaulted = 'statuses' | 'bulkActions' | 'bulkEdit' | 'palette' | 'alsoChanges' | 'filters';

/** A contract as written: statuses, bulk actions, the palette and `alsoChanges` have defaults. */
export type RecordContractSpec<
  TDto extends RecordDto,
  TInput,
  TUpdate,
  TSort extends string,
  TKey extends string,
  TScreens extends RecordScreens,
> = Omit<RecordContract<TDto, TInput, TUpdate, TSort, TKey, TScreens>, Defaulted | 'screens'> & {
  screens: TScreens;
  statuses?: Partial<RecordContract['statuses']>;
  bulkActions?: readonly BulkAction[];
  bulkEdit?: readonly BulkEditField<TDto>[];
  palette?: boolean;
  alsoChanges?: readonly string[];
  filters?: readonly ListFilter[];
};

/**
 * Declares a record area. Curried so that the DTO and input types are named while the sort
 * properties are inferred: `recordContract<Deal, DealInput, DealUpdate>()({ ... })`.
 */
export const recordContract =
  <TDto extends RecordDto, TInput, TUpdate>() =>
  <const TSort extends string, const TKey extends string, const TScreens extends RecordScreens>(
    spec: RecordContractSpec<TDto, TInput, TUpdate, TSort, TKey, TScreens>,
  ): RecordContract<TDto, TInput, TUpdate, TSort, TKey, TScreens> => ({
    ...spec,
    statuses: {
      options: spec.statuses?.options ?? ENTITY_STATUS_OPTIONS,
      transitions: spec.statuses?.transitions ?? DEFAULT_STATUS_TRANSITIONS,
    },
    bulkActions: spec.bulkActions ?? ['ARCHIVE', 'UNARCHIVE'],
    bulkEdit: spec.bulkEdit ?? [],
    palette: spec.palette ?? true,
    alsoChanges: spec.alsoChanges ?? [],
    filters: spec.filters ?? [],
  });

/** Any contract, for code that treats every area the same way. */
export type AnyRecordContract = RecordContract<RecordDto, unknown, unknown, string>;

/** The screen a record opens at, with its id filled in: '/placements/edit/$id' -> '/placements/edit/7'. */
export const recordScreen = (contract: Pick<AnyRecordContract, 'screens'>, id: number): string =>
  contract.screens.record.replace(/\$[A-Za-z]+/, String(id));

/** The name of the screen path's id parameter: '/demand/details/$dpId' -> 'dpId'. */
export const recordScreenParam = (contract: Pick<AnyRecordContract, 'screens'>): string =>
  /\$([A-Za-z]+)/.exec(contract.screens.record)?.[1] ?? 'id';

/** An enumeration value as the screens label it. */
export const optionLabel = (options: readonly { key: string; label: string }[], key: string) =>
  options.find((option) => option.key === key)?.label ?? key;
