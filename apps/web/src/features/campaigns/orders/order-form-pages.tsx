import type { Order } from '@adcast/domain/campaigns/orders';
import Stack from '@mui/material/Stack';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useCan } from '../../../session/can';
import { OwnerDocuments } from '../../owners/owner-documents';
import { OrderLineItemsPanel } from '../line-items/order-line-items-panel';
import { OrderDiscussionPanel } from './order-discussion-panel';
import { emptyOrder, OrderForm } from './order-form';
import { orderResource } from './order-resource';

const toList = () => ({ to: '/orders' }) as const;
const toEditor = (order: Order) => ({ to: '/orders/edit/$id', params: { id: order.id } }) as const;

/** /orders/create. */
export function OrderCreatePage() {
  return (
    <RecordCreatePage
      resource={orderResource}
      Form={OrderForm}
      initial={emptyOrder()}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/orders/edit/$id');

/** /orders/edit/{id}: the form (read only to users who may not edit), archive, its line items, files (IO documents, creative assets) and the discussion. */
export function OrderEditPage() {
  const mayEdit = useCan()('CAMPAIGNS_ORDERS_EDIT');
  return (
    <RecordEditPage
      resource={orderResource}
      id={editRoute.useParams().id}
      Form={OrderForm}
      back={toList}
      openAfter={toEditor}
      archivable
      below={(order) => (
        <Stack spacing={3}>
          <OrderLineItemsPanel orderId={order.id} />
          <OwnerDocuments owner={{ kind: 'order', ownerId: order.id }} canEdit={mayEdit} />
          <OrderDiscussionPanel order={order} />
        </Stack>
      )}
    />
  );
}
