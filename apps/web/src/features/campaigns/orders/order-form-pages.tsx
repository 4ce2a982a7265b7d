import type { Order } from '@adcast/domain/campaigns/orders';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
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

/** /orders/edit/{id}: the form (read only to users who may not edit), archive, and the discussion. */
export function OrderEditPage() {
  return (
    <RecordEditPage
      resource={orderResource}
      id={editRoute.useParams().id}
      Form={OrderForm}
      back={toList}
      openAfter={toEditor}
      archivable
      below={(order) => <OrderDiscussionPanel order={order} />}
    />
  );
}
