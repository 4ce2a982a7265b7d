import { API } from '@adcast/domain/api-paths';
import type { ActiveArchived, PublisherStatus } from '@adcast/domain/enumerations';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE } from '@adcast/domain/paging';
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

export interface ContentOwner {
  id: number;
  name: string;
  status: ActiveArchived;
}

/** The user's own content owners, asked under the first content owner mask (see myPublishersQuery). */
export function myContentOwnersQuery(me: Pick<Me, 'roles' | 'contentOwnerIds'>) {
  const [firstId] = me.contentOwnerIds;
  return queryOptions({
    queryKey: ['content-owners', 'mine', me.contentOwnerIds],
    enabled: me.roles.includes('CONTENT_OWNER') && firstId !== undefined,
    queryFn: toastingErrors(MESSAGES.errorFetchingContentOwners, async () => {
      const page = await api.get<Page<ContentOwner>>(API.contentOwners, {
        query: { coIds: me.contentOwnerIds, page: 0, size: PICKER_PAGE_SIZE },
        mask: { role: 'CONTENT_OWNER', contentOwnerId: firstId! },
      });
      return page.content;
    }),
  });
}

export const useMyContentOwners = (me: Pick<Me, 'roles' | 'contentOwnerIds'>, enabled = true) =>
  useQuery({ ...myContentOwnersQuery(me), enabled: enabled && myContentOwnersQuery(me).enabled });
