import {
  ONBOARDING_STAGE_OPTIONS,
  optionOf,
  PUBLISHER_MODEL_OPTIONS,
  PUBLISHER_STATUS_OPTIONS,
} from '@adcast/domain/enumerations';
import { mayReachPayouts } from '@adcast/domain/publishers/payouts';
import type { Publisher } from '@adcast/domain/publishers/publishers';
import { formatShare } from '@adcast/domain/shares';
import type { UserSortProperty } from '@adcast/domain/users/users';
import { useMask } from '../../api/mask-store';
import { useCan } from '../../session/can';
import type { DetailsTab } from '../../ui/details-tabs';
import type { ListRoute } from '../../ui/list-search';
import { OwnerDetailsTabs } from '../catalogue/videos/owner-details-tabs';
import { RecordChanges } from '../changelog/record-changes';
import { OwnerDocuments } from '../owners/owner-documents';
import { SupplyChainPanel } from '../supply-chain/supply-chain-panel';
import { PublisherCost } from './publisher-cost';
import { PublisherPayments } from './publisher-payments';
import { PublisherSeller } from './publisher-seller';
import { PublisherShares } from './publisher-shares';

export interface PublisherTabsProps {
  publisher: Publisher;
  /** The open tab's key from the URL; the overview when missing. */
  tab: string | undefined;
  /** The details route, whose search holds the users tab's list state too. */
  route: ListRoute<UserSortProperty>;
}

export const overviewOf = (publisher: Publisher) => [
  { label: 'Name', value: publisher.name },
  { label: 'Status', value: optionOf(PUBLISHER_STATUS_OPTIONS, publisher.status)?.label },
  { label: 'Network', value: publisher.network?.name },
  { label: 'ID', value: publisher.id },
  { label: 'Secondary id', value: publisher.secondaryId },
  { label: 'Model', value: optionOf(PUBLISHER_MODEL_OPTIONS, publisher.publisherModel)?.label },
  { label: 'Share in force', value: publisher.share ? formatShare(publisher.share) : null },
  { label: 'Cost CPM', value: `$${publisher.costCpm.toFixed(2)}` },
  { label: 'Onboarding stage', value: optionOf(ONBOARDING_STAGE_OPTIONS, publisher.onboardingStage)?.label },
  { label: 'Contact', value: [publisher.contactName, publisher.contactEmail].filter(Boolean).join(' · ') },
  { label: 'Seller id', value: publisher.seller?.sellerId },
];

/**
 * The publisher's tabs: overview, shares, cost and sellers entry (staff who read publishers), its
 * documents, its payouts (admins), its changelog, then its videos and its users, as the user may see them.
 */
export function PublisherTabs({ publisher, tab, route }: PublisherTabsProps) {
  const can = useCan();
  const extraTabs: DetailsTab[] = can('PUBLISHERS_READ')
    ? [
        { key: 'shares', label: 'Shares', render: () => <PublisherShares publisher={publisher} /> },
        { key: 'cost', label: 'Cost', render: () => <PublisherCost publisher={publisher} /> },
        { key: 'sellers', label: 'Sellers', render: () => <PublisherSeller publisher={publisher} /> },
        {
          key: 'supply-chain',
          label: 'Supply chain',
          render: () => <SupplyChainPanel kind="PUBLISHER" id={publisher.id} />,
        },
      ]
    : [];
  if (can('PUBLISHERS_READ'))
    extraTabs.push({
      key: 'documents',
      label: 'Documents',
      render: () => (
        <OwnerDocuments
          owner={{ kind: 'publisher', ownerId: publisher.id }}
          canEdit={can('PUBLISHERS_EDIT') && publisher.status !== 'ARCHIVED'}
        />
      ),
    });
  const mask = useMask();
  if (mask && mayReachPayouts(mask.role))
    extraTabs.push({
      key: 'payments',
      label: 'Payments',
      render: () => <PublisherPayments publisherId={publisher.id} />,
    });
  if (can('CHANGELOG_READ'))
    extraTabs.push({
      key: 'changelog',
      label: 'Changelog',
      render: () => <RecordChanges entityType="PUBLISHER" entityId={publisher.id} />,
    });
  return (
    <OwnerDetailsTabs
      label={`${publisher.name} details`}
      owner={{ kind: 'publisher', id: publisher.id }}
      overview={overviewOf(publisher)}
      extraTabs={extraTabs}
      users={{
        scope: { publisherId: publisher.id },
        context: { kind: 'publisher', publisherId: publisher.id, networkId: publisher.network?.id },
      }}
      tab={tab}
      route={route}
    />
  );
}
