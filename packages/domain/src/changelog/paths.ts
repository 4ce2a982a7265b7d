/** Changelog paths (not shown in the spec; they follow the neighbouring `/api/...` style). */
export const CHANGELOG_API = {
  /** GET page of changes, newest first (entityType, userId, dateFrom, dateTo, text, page, size). */
  list: '/api/changelog',
  /** GET the users who made changes the caller may read, by name (search, id): the user filter's picker. */
  authors: '/api/changelog/authors',
  /** GET the filtered changes as CSV. */
  export: '/api/changelog/csv/export',
  /** POST: undo one change as a new tracked write at the record's current version. */
  revert: (id: number | `:${string}`) => `/api/changelog/${id}/revert`,
} as const;
