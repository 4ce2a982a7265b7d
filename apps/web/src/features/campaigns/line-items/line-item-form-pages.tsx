import type { LineItem } from '@adcast/domain/campaigns/line-items';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { LineItemDeliveryPanel } from './line-item-delivery-panel';
import { emptyLineItem, LineItemForm } from './line-item-form';
import { lineItemResource } from './line-item-resource';

const toList = () => ({ to: '/line-items' }) as const;
const toEditor = (item: LineItem) => ({ to: '/line-items/edit/$id', params: { id: item.id } }) as const;

/** /line-items/create. */
export function LineItemCreatePage() {
  return (
    <RecordCreatePage
      resource={lineItemResource}
      Form={LineItemForm}
      initial={emptyLineItem()}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/line-items/edit/$id');

/** /line-items/edit/{id}: the form (read only to users who may not edit), archive, and the delivery with its health. */
export function LineItemEditPage() {
  return (
    <RecordEditPage
      resource={lineItemResource}
      id={editRoute.useParams().id}
      Form={LineItemForm}
      back={toList}
      openAfter={toEditor}
      archivable
      below={(item) => <LineItemDeliveryPanel item={item} />}
    />
  );
}
