import { API } from '@adcast/domain/api-paths';
import type { PublisherStatus } from '@adcast/domain/enumerations';
import { MESSAGES } from '@adcast/domain/messages';
import type { Page } from '@adcast/domain/paging';
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

/** The user's own publishers (part 2 §6 switch account, the select page and the chooser), asked without a mask. */
export function myPublishersQuery(me: Pick<Me, 'roles' | 'publisherIds'>) {
  return queryOptions({
    queryKey: ['publishers', 'mine', me.publisherIds],
    enabled: me.roles.includes('PUBLISHER') && me.publisherIds.length > 0,
    queryFn: toastingErrors(MESSAGES.errorFetchingPublishers, async () => {
      const page = await api.get<Page<Publisher>>(API.myPublishers);
      return page.content;
    }),
  });
}

export const useMyPublishers = (me: Pick<Me, 'roles' | 'publisherIds'>, enabled = true) =>
  useQuery({ ...myPublishersQuery(me), enabled: enabled && myPublishersQuery(me).enabled });
