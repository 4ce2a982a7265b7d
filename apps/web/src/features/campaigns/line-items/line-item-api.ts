import { LINE_ITEM_MESSAGES } from '@adcast/domain/campaigns/line-item-messages';
import type { LineItem, LineItemHealthStatus } from '@adcast/domain/campaigns/line-items';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { notifyError, toastingErrors } from '../../../api/notify-error';
import { toast } from '../../../api/toast-store';
import { lineItemResource } from './line-item-resource';

export const ORDER_LINE_ITEMS_SHOWN = 100;

/** The line item's delivery, pace and health now, read from the report facts. */
export function useLineItemHealth(id: number) {
  return useQuery({
    queryKey: [lineItemResource.key, 'health', id],
    queryFn: toastingErrors(LINE_ITEM_MESSAGES.errorDelivery, async () => {
      const [report] = await api.get<LineItemHealthStatus[]>(CAMPAIGN_API.lineItemHealthStatuses, {
        query: { ids: [id] },
      });
      return report ?? null;
    }),
  });
}

/** The line items of the campaigns the creative is linked to, by name. */
export const useCreativeLineItems = (creativeId: number) =>
  useQuery({
    queryKey: [lineItemResource.key, 'of-creative', creativeId],
    queryFn: toastingErrors(lineItemResource.notices.errorFetching, () =>
      api.get<LineItem[]>(CAMPAIGN_API.creativeLineItems(creativeId)),
    ),
  });

/** The campaign's line items not archived, first flights first (at most a page of 100). */
export function useOrderLineItems(orderId: number) {
  return useQuery({
    queryKey: [lineItemResource.key, 'of-order', orderId],
    queryFn: toastingErrors(lineItemResource.notices.errorFetching, () =>
      api.get<{ content: LineItem[]; totalElements: number }>(CAMPAIGN_API.lineItems, {
        query: {
          orderIds: [orderId],
          status: ['ACTIVE', 'INACTIVE'],
          size: ORDER_LINE_ITEMS_SHOWN,
          sortProperty: 'startDate',
          sortDirection: 'asc',
        },
      }),
    ),
  });
}

/** Moves the flight's end later; the line item and its lists are read again once it is saved. */
export function useExtendLineItem(item: LineItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endDate: string) =>
      api.post<LineItem>(CAMPAIGN_API.extendLineItem(item.id), { endDate, version: item.version }),
    onSuccess: () => {
      toast.success(LINE_ITEM_MESSAGES.extended);
      return queryClient.invalidateQueries({ queryKey: [lineItemResource.key] });
    },
    onError: (error) => notifyError(error, LINE_ITEM_MESSAGES.errorExtend),
  });
}

/** Queues the refresh of every active line item's stored health. */
export function useRefreshHealth() {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(CAMPAIGN_API.refreshLineItemHealth),
    onSuccess: (answer) => toast.info(answer.message),
    onError: (error) => notifyError(error, LINE_ITEM_MESSAGES.errorRefresh),
  });
}
