import { API } from '@adcast/domain/api-paths';
import type { PublisherStatus } from '@adcast/domain/enumerations';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE } from '@adcast/domain/paging';
import type { Me } from '@adcast/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastingErrors } from '../../api/notify-error';

export interface Publisher {
  id: number;
  name: string;
  status: PublisherStatus;
  network: { id: number; name: string } | null;
}

export const publisherQuery = (id: number) =>
  queryOptions({
    queryKey: ['publishers', id],
    queryFn: ({ signal }) => api.get<Publisher>(API.publisher(id), { signal }),
  });

/**
 * The user's own publishers (part 2 §6 switch account, the select page and the chooser). Asked
 * under the user's first publisher mask, which every publisher user holds and which sees exactly
 * its own publishers, so the list works before a working mask has been chosen.
 */
export function myPublishersQuery(me: Pick<Me, 'roles' | 'publisherIds'>) {
  const [firstId] = me.publisherIds;
  return queryOptions({
    queryKey: ['publishers', 'mine', me.publisherIds],
    enabled: me.roles.includes('PUBLISHER') && firstId !== undefined,
    queryFn: toastingErrors(MESSAGES.errorFetchingPublishers, async () => {
      const page = await api.get<Page<Publisher>>(API.publishers, {
        query: { ids: me.publisherIds, page: 0, size: PICKER_PAGE_SIZE },
        mask: { role: 'PUBLISHER', publisherId: firstId! },
      });
      return page.content;
    }),
  });
}

export const useMyPublishers = (me: Pick<Me, 'roles' | 'publisherIds'>, enabled = true) =>
  useQuery({ ...myPublishersQuery(me), enabled: enabled && myPublishersQuery(me).enabled });
