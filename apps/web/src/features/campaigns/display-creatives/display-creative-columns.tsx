import {
  type DisplayCreative,
  DISPLAY_CREATIVE_COLUMN_LABELS as L,
} from '@adcast/domain/campaigns/display-creatives';
import Box from '@mui/material/Box';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RecordLink } from '../../../ui/record-link';

const editLink = (creative: DisplayCreative) =>
  ({ to: '/campaigns/creative-library/display/edit/$id', params: { id: creative.id } }) as const;
const advertiserLink = (creative: DisplayCreative) =>
  ({ to: '/campaigns/advertisers/edit/$id', params: { id: creative.advertiser.id } }) as const;

/** Display creatives: a thumbnail, name, advertiser, size, click-through URL, network, status, added. */
export function useDisplayCreativeColumns(): DataColumn<DisplayCreative>[] {
  const can = useCan();
  const canEdit = can('CAMPAIGNS_CREATIVES_UPDATE');
  const canOpenAdvertiser = can('ADVERTISER_READ');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<DisplayCreative> | false)[] = [
    {
      id: 'image',
      label: 'Image',
      render: (creative) => (
        <Box
          component="img"
          src={creative.image.url}
          alt=""
          sx={{ height: 32, maxWidth: 64, objectFit: 'contain', display: 'block' }}
        />
      ),
    },
    nameColumn(
      'name',
      (creative) => creative.name,
      (creative) => (canEdit ? editLink(creative) : undefined),
    ),
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
    { id: 'size', label: L.size, render: (creative) => `${creative.width}×${creative.height}` },
    {
      id: 'clickThroughUrl',
      label: L.clickThroughUrl,
      render: (creative) => creative.clickThroughUrl ?? '—',
    },
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
