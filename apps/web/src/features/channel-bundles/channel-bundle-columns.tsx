import {
  type ChannelBundle,
  CHANNEL_BUNDLE_COLUMN_LABELS as L,
} from '@adcast/domain/channel-bundles/channel-bundles';
import { formatAmount } from '@adcast/domain/format';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';

const editLink = (bundle: ChannelBundle) =>
  ({ to: '/channel-bundles/edit/$id', params: { id: bundle.id } }) as const;

/** A term as it applies, marked when it comes from the parent bundle. */
const inherited = (bundle: ChannelBundle, own: number | null, text: string | null) =>
  text === null ? '—' : own === null ? `${text} (from ${bundle.parent?.name ?? 'parent'})` : text;

/** The bundles list: name, parent, effective revenue share and CPM (marked when inherited), members, network, status. */
export function useChannelBundleColumns(): DataColumn<ChannelBundle>[] {
  const canEdit = useCan()('CHANNEL_BUNDLES_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<ChannelBundle> | false)[] = [
    nameColumn(
      'name',
      (bundle) => bundle.name,
      (bundle) => (canEdit ? editLink(bundle) : undefined),
    ),
    { id: 'parent', label: L.parent, render: (bundle) => bundle.parent?.name ?? '—' },
    {
      id: 'bundleRevenueShare',
      label: L.effectiveRevenueShare,
      sortProperty: 'bundleRevenueShare',
      align: 'right',
      render: (bundle) => {
        const share = bundle.effective.bundleRevenueShare;
        return inherited(bundle, bundle.bundleRevenueShare, share === null ? null : `${share}%`);
      },
    },
    {
      id: 'bundleCpm',
      label: L.effectiveCpm,
      sortProperty: 'bundleCpm',
      align: 'right',
      render: (bundle) => {
        const cpm = bundle.effective.bundleCpm;
        return inherited(bundle, bundle.bundleCpm, cpm === null ? null : formatAmount(cpm, 'USD'));
      },
    },
    {
      id: 'members',
      label: `${L.channels} / ${L.apps}`,
      render: (bundle) => `${bundle.channels.length} / ${bundle.apps.length}`,
    },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (bundle) => bundle.network?.name ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (bundle) => bundle.name,
      (bundle) =>
        canEdit && bundle.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(bundle)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
