import Button from '@mui/material/Button';
import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useCan } from '../../../session/can';
import { useRefreshHealth } from './line-item-api';
import { useLineItemColumns } from './line-item-columns';
import { lineItemResource } from './line-item-resource';

/** Queues the refresh of every active line item's health, for users who may edit line items. */
function RefreshHealthButton() {
  const refresh = useRefreshHealth();
  const mayRefresh = useCan()('CAMPAIGNS_LINE_ITEMS_EDIT');
  if (!mayRefresh) return null;
  return (
    <Button variant="outlined" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
      Refresh health
    </Button>
  );
}

const listRoute = getRouteApi('/_authenticated/_shell/_staff/line-items');

/** /line-items: status tiles, name search, sort, paging, CSV export and bulk archive, with each line item's health. */
export function LineItemsPage() {
  return (
    <RecordListPage
      resource={lineItemResource}
      route={listRoute}
      columns={useLineItemColumns()}
      createLink={{ to: '/line-items/create' }}
      actions={<RefreshHealthButton />}
    />
  );
}
