import type { ContentOwner } from '@adcast/domain/content/owners';
import { CONTRACT_TERM_OPTIONS, REVENUE_MODEL_OPTIONS } from '@adcast/domain/enumerations';
import { formatShare } from '@adcast/domain/shares';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useCan } from '../../../session/can';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { contentOwnerResource } from './content-owner-resource';

const route = getRouteApi('/_authenticated/_shell/_staff/content-owner');

function useContentOwnerColumns(): DataColumn<ContentOwner>[] {
  const canEdit = useCan()('CONTENT_OWNERS_EDIT');
  const navigate = useNavigate();
  return [
    nameColumn<ContentOwner>(
      'name',
      (row) => row.name,
      (row) => ({ to: '/content-owner/$id', params: { id: row.id } }),
    ),
    { id: 'network', label: 'Network', render: (row) => row.network?.name ?? '—' },
    enumColumn('revenueModel', 'Revenue model', REVENUE_MODEL_OPTIONS, (row) => row.revenueModel),
    { id: 'share', label: 'Share', render: (row) => (row.share ? formatShare(row.share) : '—') },
    {
      id: 'contractTerm',
      label: 'Contract term',
      render: (row) => CONTRACT_TERM_OPTIONS.find((o) => o.key === row.contractTerm)?.label ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (row) => row.name,
      (row) =>
        canEdit && row.status !== 'ARCHIVED'
          ? [
              {
                label: 'Edit',
                onSelect: () => void navigate({ to: '/content-owner/edit/$id', params: { id: row.id } }),
              },
            ]
          : [],
    ),
  ];
}

/** /content-owner: ACTIVE and ARCHIVED tiles, name search, sort and paging; New opens content-owner/create. */
export function ContentOwnersPage() {
  return (
    <RecordListPage
      resource={contentOwnerResource}
      route={route}
      columns={useContentOwnerColumns()}
      createLink={{ to: '/content-owner/create' }}
    />
  );
}
