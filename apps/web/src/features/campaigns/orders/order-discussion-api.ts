import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import type { Discussion, DiscussionMessage, UnreadCount } from '@adcast/domain/campaigns/discussions';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { notifyError, toastingErrors } from '../../../api/notify-error';
import { orderResource } from './order-resource';

const discussionKey = (orderId: number) => [orderResource.key, 'discussion', orderId] as const;
const unreadKey = (orderId: number) => [orderResource.key, 'unread', orderId] as const;

/** The order's discussion; once its messages are shown they count as seen, and the list's count is cleared. */
export function useDiscussion(orderId: number) {
  const queryClient = useQueryClient();
  const discussion = useQuery({
    queryKey: discussionKey(orderId),
    queryFn: toastingErrors(CAMPAIGN_MESSAGES.errorDiscussion, () =>
      api.get<Discussion>(CAMPAIGN_API.discussion(orderId)),
    ),
  });
  const unread = discussion.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    api
      .put(CAMPAIGN_API.discussionSeen(orderId))
      .then(() => queryClient.setQueryData(unreadKey(orderId), 0))
      .catch(() => undefined);
  }, [orderId, unread, queryClient]);
  return discussion;
}

/** Posts to the order's discussion; the thread is read again once it is saved. */
export function usePostMessage(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<DiscussionMessage>(CAMPAIGN_API.discussion(orderId), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionKey(orderId) }),
    onError: (error) => notifyError(error, CAMPAIGN_MESSAGES.errorPost),
  });
}

// The rows of a list page ask at once: their ids go out in one call.
let waiting: Map<number, ((unread: number) => void)[]> | null = null;

function flushUnread() {
  const batch = waiting;
  waiting = null;
  if (!batch) return;
  const ids = [...batch.keys()];
  const answer = (counts: UnreadCount[]) => {
    const byId = new Map(counts.map((count) => [count.orderId, count.unread]));
    for (const [id, resolvers] of batch) for (const resolve of resolvers) resolve(byId.get(id) ?? 0);
  };
  api.get<UnreadCount[]>(CAMPAIGN_API.unreadDiscussions, { query: { ids } }).then(answer, () => answer([]));
}

const unreadOf = (orderId: number) =>
  new Promise<number>((resolve) => {
    if (!waiting) {
      waiting = new Map();
      queueMicrotask(flushUnread);
    }
    waiting.set(orderId, [...(waiting.get(orderId) ?? []), resolve]);
  });

/** The caller's unread messages in the order's discussion. */
export const useUnreadCount = (orderId: number) =>
  useQuery({ queryKey: unreadKey(orderId), queryFn: () => unreadOf(orderId) }).data ?? 0;
