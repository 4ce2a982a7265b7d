import { z } from 'zod';
import { PageNumberSchema, PageSizeSchema } from '../list-schemas';
import { DEFAULT_PAGE_SIZE } from '../paging';

/**
 * Saved views (issue 31): a user names a list's filters, sort and columns (the list's URL search)
 * and comes back to them. A view is its user's own; it is shared by its link, which carries the
 * search itself, so whoever opens it sees the rows its own permissions and tenancy allow.
 */
export const SAVED_VIEW_LABEL = 'Saved view';
export const SAVED_VIEW_NAME_MAX = 80;
/** How many views one user keeps of one list. */
export const SAVED_VIEWS_PER_LIST = 50;
export const SAVED_VIEW_LIST_MAX = 200;
export const SAVED_VIEW_PARAMS_MAX = 40;
export const SAVED_VIEW_VALUE_MAX = 2000;

export const SAVED_VIEWS_API = {
  /** Not in the spec: GET the caller's views of a list (`list`), POST saves one. */
  views: '/api/views',
  /** PUT renames the caller's view, DELETE deletes it. */
  view: (id: number | string) => `/api/views/${id}`,
} as const;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `A view's name is at most ${SAVED_VIEW_NAME_MAX} characters`,
  nameTaken: (name: string) => `You already have a view named “${name}” on this list: choose another name`,
  tooMany: `You may keep at most ${SAVED_VIEWS_PER_LIST} views of one list: delete one first`,
  listInvalid: 'The list is a screen path such as /placements',
  searchInvalid: `A view keeps at most ${SAVED_VIEW_PARAMS_MAX} list settings, each named in letters and digits`,
  valueTooLong: `A list setting is at most ${SAVED_VIEW_VALUE_MAX} characters`,
  saved: (name: string) => `View “${name}” saved`,
  renamed: 'View renamed',
  deleted: 'View deleted',
  linkCopied: 'Link to the view copied',
  errorFetching: 'Error occurred while fetching your views',
  errorSave: 'Error occurred while saving the view',
  errorDelete: 'Error occurred while deleting the view',
  deleteConfirm: (name: string) =>
    `Delete your view “${name}”? Links to it keep working: they carry the view.`,
} as const;

export const SavedViewNameSchema = z
  .string({ error: SAVED_VIEW_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(SAVED_VIEW_NAME_MAX, SAVED_VIEW_MESSAGES.nameTooLong);

/** The screen path of a list ('/placements', '/demand/details/3/connections'). */
export const SavedViewListSchema = z
  .string({ error: SAVED_VIEW_MESSAGES.listInvalid })
  .max(SAVED_VIEW_LIST_MAX, SAVED_VIEW_MESSAGES.listInvalid)
  .regex(/^\/[A-Za-z0-9_\-/]*$/, SAVED_VIEW_MESSAGES.listInvalid);

/** A list's URL search as the list writes it: setting name to its text (sort, statuses, chips, hidden columns). */
export const SavedViewSearchSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, SAVED_VIEW_MESSAGES.searchInvalid),
    z.string().max(SAVED_VIEW_VALUE_MAX, SAVED_VIEW_MESSAGES.valueTooLong),
    { error: SAVED_VIEW_MESSAGES.searchInvalid },
  )
  .refine((search) => Object.keys(search).length <= SAVED_VIEW_PARAMS_MAX, SAVED_VIEW_MESSAGES.searchInvalid);
export type SavedViewSearch = z.infer<typeof SavedViewSearchSchema>;

export const SavedViewInputSchema = z.object({
  list: SavedViewListSchema,
  name: SavedViewNameSchema,
  search: SavedViewSearchSchema,
});
export type SavedViewInput = z.input<typeof SavedViewInputSchema>;

export const SavedViewRenameSchema = z.object({ name: SavedViewNameSchema });
export type SavedViewRename = z.input<typeof SavedViewRenameSchema>;

export const SavedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  search: z.record(z.string(), z.string()),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

/** The caller's views of one list, by name, paged. */
export const SavedViewListFilterSchema = z.object({
  list: SavedViewListSchema,
  page: PageNumberSchema.default(0),
  size: PageSizeSchema.default(DEFAULT_PAGE_SIZE),
});
export type SavedViewListFilter = z.infer<typeof SavedViewListFilterSchema>;

/** What of a list's URL a view keeps: everything but the page it was on. */
export function viewSearchOf(search: Record<string, unknown>): SavedViewSearch {
  const kept: SavedViewSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page' || value === undefined || value === null) continue;
    kept[key] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return kept;
}
