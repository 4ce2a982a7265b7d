import { type Advertiser, ADVERTISER_COLUMN_LABELS as L } from '@adcast/domain/campaigns/advertisers';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';

const editLink = (advertiser: Advertiser) =>
  ({ to: '/campaigns/advertisers/edit/$id', params: { id: advertiser.id } }) as const;

/** The advertisers list: name (to the editor for users who may edit), network, domains, status, added. */
export function useAdvertiserColumns(): DataColumn<Advertiser>[] {
  const canEdit = useCan()('ADVERTISER_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Advertiser> | false)[] = [
    nameColumn(
      'name',
      (advertiser) => advertiser.name,
      (advertiser) => (canEdit ? editLink(advertiser) : undefined),
    ),
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (advertiser) => advertiser.network?.name ?? '—',
    },
    {
      id: 'advertiserDomains',
      label: L.advertiserDomains,
      render: (advertiser) => advertiser.advertiserDomains.join(', ') || '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (advertiser) => advertiser.name,
      (advertiser) =>
        canEdit && advertiser.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(advertiser)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
