import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import type { ContentOwner } from '@adcast/domain/content/owners';
import { type ActiveArchived, ActiveArchivedSchema } from '@adcast/domain/enumerations';
import { MESSAGES } from '@adcast/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { oneQuery, pageQuery, statusCountsQuery } from '../../../api/list-queries';
import { type ListState, toListQuery } from '../../../ui/list-search';

const KEY = ['content-owners'] as const;

export const useContentOwnerPage = (state: ListState<'name', ActiveArchived>) => {
  const {
    sortProperty: _p,
    sortDirection: _d,
    ...query
  } = toListQuery(state, 'name', ActiveArchivedSchema.options);
  return useQuery(
    pageQuery<ContentOwner>(
      KEY,
      CONTENT_OWNERS_API.contentOwners,
      query,
      MESSAGES.errorFetchingContentOwners,
    ),
  );
};

export const useContentOwnerCounts = (search: string) =>
  useQuery(
    statusCountsQuery(KEY, CONTENT_OWNERS_API.counts, { name: search }, MESSAGES.errorFetchingContentOwners),
  );

export const useContentOwner = (id: number) =>
  useQuery(
    oneQuery<ContentOwner>(KEY, CONTENT_OWNERS_API.contentOwner(id), MESSAGES.errorFetchingContentOwner),
  );
