import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useLineItemColumns } from './line-item-columns';
import { lineItemResource } from './line-item-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/line-items');

/** /line-items: status tiles, name search, sort, paging, CSV export and bulk archive, with each line item's health. */
export function LineItemsPage() {
  return (
    <RecordListPage
      resource={lineItemResource}
      route={listRoute}
      columns={useLineItemColumns()}
      createLink={{ to: '/line-items/create' }}
    />
  );
}
