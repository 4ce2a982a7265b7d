import type { WriteRequest } from './use-write';

/** Where a record type is created, changed, archived and brought back. */
export interface RecordPaths {
  list: string;
  one: (id: number) => string;
  archive: (id: number) => string;
  unarchive: (id: number) => string;
}

/** The toasts of a record type's writes. */
export interface RecordNotices {
  created: string;
  updated: string;
  archived: string;
  unarchived: string;
  errorSave: string;
  errorStatus: string;
}

/** The create, update and archive calls of a versioned record type. */
export function recordWrites<I, U>(paths: RecordPaths, notices: RecordNotices) {
  return {
    create: (input: I): WriteRequest => ({
      method: 'POST',
      path: paths.list,
      body: input,
      notice: notices.created,
      fallback: notices.errorSave,
    }),
    update: (id: number, input: U): WriteRequest => ({
      method: 'PUT',
      path: paths.one(id),
      body: input,
      notice: notices.updated,
      fallback: notices.errorSave,
    }),
    /** Archive, or bring an archived record back; the version the user saw goes along. */
    archive: (row: { id: number; version: number }, archive: boolean): WriteRequest => ({
      method: 'PUT',
      path: (archive ? paths.archive : paths.unarchive)(row.id),
      body: { version: row.version },
      notice: archive ? notices.archived : notices.unarchived,
      fallback: notices.errorStatus,
    }),
  };
}
