import { type DomainRecord, DOMAIN_COLUMN_LABELS as L } from '@adcast/domain/inventory/domains';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { adsTxtColumns } from '../../ads-txt/ads-txt-columns';

/** The domains list: the domain links to its editor for users who may edit. */
export function useDomainColumns(): DataColumn<DomainRecord>[] {
  const can = useCan();
  const canEdit = can('DOMAINS_EDIT');
  const navigate = useNavigate();
  const link = (row: DomainRecord) => ({ to: '/apps/domains/edit/$id', params: { id: row.id } }) as const;
  return [
    {
      ...nameColumn<DomainRecord>(
        'url',
        (row) => row.url,
        (row) => (canEdit ? link(row) : undefined),
      ),
      label: L.url,
    },
    { id: 'publisher', label: L.publisher, sortProperty: 'publisher', render: (row) => row.publisher.name },
    statusColumn(),
    ...(can('ADS_TXT_READ') ? adsTxtColumns<DomainRecord>('DOMAIN') : []),
    addedColumn(),
    actionsColumn(
      (row) => row.url,
      (row) =>
        canEdit && row.status !== 'ARCHIVED' ? [{ label: 'Edit', onSelect: () => navigate(link(row)) }] : [],
    ),
  ];
}
