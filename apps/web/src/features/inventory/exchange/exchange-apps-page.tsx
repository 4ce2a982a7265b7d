import { optionLabel } from '@adcast/domain/contracts/record-contract';
import { PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import { APP_STORE_OPTIONS } from '@adcast/domain/inventory/app-messages';
import {
  EXCHANGE_APP_MESSAGES,
  type ExchangeApp,
  EXCHANGE_APP_COLUMN_LABELS as L,
} from '@adcast/domain/inventory/exchange-apps';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { actionsColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DateWithTime } from '../../../ui/date-with-time';
import { ExportButton } from '../../../ui/export-button';
import { ListCard } from '../../../ui/list-card';
import { Toolbar } from '../../../ui/toolbar';
import { useListState } from '../../../ui/use-list-state';
import { InventoryLinks } from '../inventory-links';
import { ClaimDialog } from './claim-dialog';
import { downloadExchangeApps, exchangeAppListSearch, useExchangeAppPage } from './exchange-apps-api';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/apps/exchange');

const columns = (claim?: (app: ExchangeApp) => void): DataColumn<ExchangeApp>[] => [
  { id: 'bundleId', label: L.bundleId, sortProperty: 'bundleId', render: (row) => row.bundleId },
  { id: 'name', label: L.name, sortProperty: 'name', render: (row) => row.name },
  { id: 'store', label: L.store, render: (row) => row.store && optionLabel(APP_STORE_OPTIONS, row.store) },
  {
    id: 'platform',
    label: L.platform,
    render: (row) => row.platform && optionLabel(PLATFORM_OPTIONS, row.platform),
  },
  {
    id: 'requests',
    label: L.requests,
    sortProperty: 'requests',
    render: (row) => row.requests.toLocaleString(),
  },
  {
    id: 'lastSeen',
    label: L.lastSeen,
    sortProperty: 'lastSeen',
    render: (row) => <DateWithTime value={row.lastSeen} />,
  },
  actionsColumn(
    (row) => row.bundleId,
    (row) => (claim ? [{ label: EXCHANGE_APP_MESSAGES.claim, onSelect: () => claim(row) }] : []),
  ),
];

/** /apps/exchange: the bundles seen in traffic that no publisher has, most requested first; a publisher claims one. */
export function ExchangeAppsPage() {
  const can = useCan();
  const controls = useListState(exchangeAppListSearch, listRoute);
  const page = useExchangeAppPage(controls.state);
  const [claiming, setClaiming] = useState<ExchangeApp | null>(null);
  return (
    <>
      <Toolbar title={EXCHANGE_APP_MESSAGES.title} />
      <InventoryLinks current="exchange" />
      <ListCard
        title={EXCHANGE_APP_MESSAGES.title}
        label={EXCHANGE_APP_MESSAGES.title}
        searchLabel={L.bundleId}
        controls={controls}
        counts={[]}
        statusOptions={[]}
        page={page}
        rowKey={(row) => row.id}
        columns={columns(can('APPS_CREATE') ? setClaiming : undefined)}
        tools={<ExportButton onExport={() => downloadExchangeApps(controls.state)} />}
      />
      {claiming && <ClaimDialog app={claiming} onClose={() => setClaiming(null)} />}
    </>
  );
}
