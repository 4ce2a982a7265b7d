import {
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_API,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewInput,
} from '@adcast/domain/views/saved-views';
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../api/list-queries';
import { useWrite, type WriteRequest } from './write-api';

const VIEWS_KEY = ['saved-views'] as const;

/** The user's views of a list, by name: one page holds them all (a list keeps at most SAVED_VIEWS_PER_LIST). */
export const useSavedViews = (list: string, enabled: boolean) =>
  useQuery({
    ...pageQuery<SavedView>(
      VIEWS_KEY,
      SAVED_VIEWS_API.views,
      { list, page: 0, size: SAVED_VIEWS_PER_LIST },
      SAVED_VIEW_MESSAGES.errorFetching,
    ),
    enabled,
  });

export const savedViewWrites = {
  save: (input: SavedViewInput): WriteRequest => ({
    method: 'POST',
    path: SAVED_VIEWS_API.views,
    body: input,
    notice: SAVED_VIEW_MESSAGES.saved(input.name.trim()),
    fallback: SAVED_VIEW_MESSAGES.errorSave,
  }),
  rename: (view: SavedView, name: string): WriteRequest => ({
    method: 'PUT',
    path: SAVED_VIEWS_API.view(view.id),
    body: { name },
    notice: SAVED_VIEW_MESSAGES.renamed,
    fallback: SAVED_VIEW_MESSAGES.errorSave,
  }),
  remove: (view: SavedView): WriteRequest => ({
    method: 'DELETE',
    path: SAVED_VIEWS_API.view(view.id),
    notice: SAVED_VIEW_MESSAGES.deleted,
    fallback: SAVED_VIEW_MESSAGES.errorDelete,
  }),
};

/** Saves, renames and deletes views; the views reload after each. */
export const useSavedViewWrite = () => useWrite<SavedView>([VIEWS_KEY]);
