import {
  CHANGELOG_MESSAGES,
  type ChangelogAuthor,
  type ChangelogEntry,
} from '@adcast/domain/changelog/changelog';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { PICKER_PLACEHOLDER } from '@adcast/domain/picker-labels';
import type { QueryObject } from '@adcast/domain/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { downloadCsv } from '../../api/list-actions';
import { pageQuery } from '../../api/list-queries';
import { notifyError } from '../../api/notify-error';
import { useWrite, type WriteRequest } from '../../resource/write-api';
import type { PickerSource } from '../../ui/pickers/picker-source';

export const CHANGELOG_KEY = ['changelog'] as const;

export const useChanges = (query: QueryObject) =>
  useQuery(
    pageQuery<ChangelogEntry>(CHANGELOG_KEY, CHANGELOG_API.list, query, CHANGELOG_MESSAGES.errorFetching),
  );

export const exportChanges = (query: QueryObject) =>
  downloadCsv(CHANGELOG_API.export, query, 'changelog.csv').catch((error: unknown) =>
    notifyError(error, CHANGELOG_MESSAGES.errorFetching),
  );

export const revertRequest = (change: ChangelogEntry): WriteRequest => ({
  method: 'POST',
  path: CHANGELOG_API.revert(change.id),
  notice: CHANGELOG_MESSAGES.reverted,
  fallback: CHANGELOG_MESSAGES.errorRevert,
});

/** A revert changes the record and adds a change: every list refreshes. */
export const useRevert = () => useWrite<unknown>([CHANGELOG_KEY, ['users'], ['networks']]);

/** The user filter's picker: the people with changes the caller may read, searched by name. */
export const CHANGELOG_AUTHOR_SOURCE: PickerSource = {
  key: 'changelog-authors',
  label: 'User',
  placeholder: PICKER_PLACEHOLDER,
  errorMessage: CHANGELOG_MESSAGES.errorFetching,
  fetch: async ({ search, ids }) => {
    const query = ids?.length ? { id: ids[0] } : { search };
    const authors = await api.get<ChangelogAuthor[]>(CHANGELOG_API.authors, { query });
    return authors.map((author) => ({ ...author, networkId: null }));
  },
};
