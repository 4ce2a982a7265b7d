import { PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import { APP_STORE_OPTIONS } from '@adcast/domain/inventory/app-messages';
import { type App, APP_COLUMN_LABELS as L } from '@adcast/domain/inventory/apps';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { adsTxtColumns } from '../../ads-txt/ads-txt-columns';

/** The apps list: the name links to the editor for users who may edit. */
export function useAppColumns(): DataColumn<App>[] {
  const can = useCan();
  const canEdit = can('APPS_EDIT');
  const navigate = useNavigate();
  const onEdit = (app: App) => navigate({ to: '/apps/edit/$id', params: { id: app.id } });
  return [
    nameColumn<App>(
      'name',
      (row) => row.name,
      (row) => (canEdit ? { to: '/apps/edit/$id', params: { id: row.id } } : undefined),
    ),
    { id: 'bundleId', label: L.bundleId, sortProperty: 'bundleId', render: (row) => row.bundleId },
    { id: 'publisher', label: L.publisher, sortProperty: 'publisher', render: (row) => row.publisher.name },
    enumColumn('store', L.store, APP_STORE_OPTIONS, (row) => row.store),
    enumColumn('platform', L.platform, PLATFORM_OPTIONS, (row) => row.platform),
    statusColumn(),
    ...(can('ADS_TXT_READ') ? adsTxtColumns<App>('APP') : []),
    addedColumn(),
    actionsColumn(
      (row) => row.name,
      (row) => (canEdit && row.status !== 'ARCHIVED' ? [{ label: 'Edit', onSelect: () => onEdit(row) }] : []),
    ),
  ];
}
