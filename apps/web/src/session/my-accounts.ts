import { API } from '@adcast/domain/api-paths';
import type { ActiveArchived, PublisherStatus } from '@adcast/domain/enumerations';
import { MESSAGES } from '@adcast/domain/messages';
import type { Page } from '@adcast/domain/paging';
import type { Me } from '@adcast/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { toastingErrors } from '../api/notify-error';

export interface Publisher {
  id: number;
  name: string;
  status: PublisherStatus;
  network: { id: number; name: string } | null;
}

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

export interface ContentOwner {
  id: number;
  name: string;
  status: ActiveArchived;
}

/** The user's own content owners (chooser, switch account), asked without a mask. */
export function myContentOwnersQuery(me: Pick<Me, 'roles' | 'contentOwnerIds'>) {
  return queryOptions({
    queryKey: ['content-owners', 'mine', me.contentOwnerIds],
    enabled: me.roles.includes('CONTENT_OWNER') && me.contentOwnerIds.length > 0,
    queryFn: toastingErrors(MESSAGES.errorFetchingContentOwners, async () => {
      const page = await api.get<Page<ContentOwner>>(API.myContentOwners);
      return page.content;
    }),
  });
}

export const useMyContentOwners = (me: Pick<Me, 'roles' | 'contentOwnerIds'>, enabled = true) =>
  useQuery({ ...myContentOwnersQuery(me), enabled: enabled && myContentOwnersQuery(me).enabled });
