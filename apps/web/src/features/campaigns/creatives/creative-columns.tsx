import { creativeSourceOf } from '@adcast/domain/campaigns/creative-contract';
import {
  CREATIVE_PROCESSING_OPTIONS,
  CREATIVE_TYPE_OPTIONS,
  type Creative,
  CREATIVE_COLUMN_LABELS as L,
} from '@adcast/domain/campaigns/creatives';
import { optionLabel } from '@adcast/domain/contracts/record-contract';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RecordLink } from '../../../ui/record-link';

const editLink = (creative: Creative) =>
  ({ to: '/campaigns/creative-library/edit/$id', params: { id: creative.id } }) as const;
const advertiserLink = (creative: Creative) =>
  ({ to: '/campaigns/advertisers/edit/$id', params: { id: creative.advertiser.id } }) as const;

const processingOf = (creative: Creative) =>
  creative.video ? optionLabel(CREATIVE_PROCESSING_OPTIONS, creative.video.processing) : '—';

/** The creative library: name, type, advertiser, duration, VAST or video, processing, network, status, added. */
export function useCreativeColumns(): DataColumn<Creative>[] {
  const can = useCan();
  const canEdit = can('CAMPAIGNS_CREATIVES_UPDATE');
  const canOpenAdvertiser = can('ADVERTISER_READ');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Creative> | false)[] = [
    nameColumn(
      'name',
      (creative) => creative.name,
      (creative) => (canEdit ? editLink(creative) : undefined),
    ),
    {
      id: 'type',
      label: L.type,
      sortProperty: 'type',
      render: (creative) => optionLabel(CREATIVE_TYPE_OPTIONS, creative.type),
    },
    {
      id: 'advertiser',
      label: L.advertiser,
      render: (creative) => (
        <RecordLink
          link={canOpenAdvertiser ? advertiserLink(creative) : undefined}
          text={creative.advertiser.name}
        />
      ),
    },
    {
      id: 'duration',
      label: L.duration,
      sortProperty: 'duration',
      align: 'right',
      render: (creative) => creative.duration,
    },
    { id: 'source', label: L.source, render: (creative) => creativeSourceOf(creative) || '—' },
    { id: 'processing', label: L.processing, render: processingOf },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (creative) => creative.network?.name ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (creative) => creative.name,
      (creative) =>
        canEdit && creative.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(creative)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
