import type { Page } from '@adcast/domain/paging';
import {
  SAVED_VIEW_LABEL,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewListFilter,
  type SavedViewSearch,
} from '@adcast/domain/views/saved-views';
import type { Db } from '../../db/client';
import {
  deleteSavedView,
  insertSavedView,
  renameSavedView,
  SAVED_VIEW_UNIQUE,
  type SavedViewRow,
  savedViewPage,
} from '../../db/saved-views';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, ruleBroken } from '../../http/errors';

const toSavedView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  search: row.search,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
});

/** A taken name is said with the name, so the user sees which one to change. */
async function namedOnce<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SAVED_VIEW_UNIQUE)) throw conflict(SAVED_VIEW_MESSAGES.nameTaken(name));
    throw error;
  }
}

export async function savedViewsOf(
  db: Db,
  userId: number,
  filter: SavedViewListFilter,
): Promise<Page<SavedView>> {
  const { rows, total } = await savedViewPage(db, { ...filter, userId });
  return { content: rows.map(toSavedView), totalElements: total };
}

export async function saveView(
  db: Db,
  userId: number,
  input: { list: string; name: string; search: SavedViewSearch },
): Promise<SavedView> {
  const row = await namedOnce(input.name, () =>
    insertSavedView(db, { ...input, userId }, SAVED_VIEWS_PER_LIST),
  );
  if (!row) throw ruleBroken(SAVED_VIEW_MESSAGES.tooMany);
  return toSavedView(row);
}

/** Another user's view is not found: views are their users' own. */
export async function renameView(db: Db, userId: number, id: number, name: string): Promise<SavedView> {
  const row = await namedOnce(name, () => renameSavedView(db, userId, id, name));
  if (!row) throw notFound(SAVED_VIEW_LABEL);
  return toSavedView(row);
}

export async function deleteView(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedView(db, userId, id))) throw notFound(SAVED_VIEW_LABEL);
}
