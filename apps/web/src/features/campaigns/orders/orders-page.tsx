import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useOrderColumns } from './order-columns';
import { orderResource } from './order-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/orders');

/** /orders, the campaigns list: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function OrdersPage() {
  return (
    <RecordListPage
      resource={orderResource}
      route={listRoute}
      columns={useOrderColumns()}
      createLink={{ to: '/orders/create' }}
    />
  );
}
