import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { UserSortProperty } from '@adcast/domain/users/users';
import type { ComponentProps } from 'react';
import { useCan } from '../../../session/can';
import { type Detail, DetailCard } from '../../../ui/detail-list';
import { type DetailsTab, DetailsTabs } from '../../../ui/details-tabs';
import type { ListRoute } from '../../../ui/list-search';
import { UserList } from '../../users/user-list';
import { OwnerVideos, type OwnerVideosProps } from './owner-videos';

export interface OwnerDetailsTabsProps {
  /** Names the tabs for assistive technology ('Aurora details'). */
  label: string;
  owner: OwnerVideosProps['owner'];
  overview: readonly Detail[];
  /** Whose users the users tab lists, and the role its create dialog fixes. */
  users: Pick<ComponentProps<typeof UserList>, 'scope' | 'context'>;
  /** Tabs of the owner's own, after the overview (a publisher's shares, cost, sellers entry, changelog). */
  extraTabs?: readonly DetailsTab[];
  /** The open tab's key from the URL; the overview when missing. */
  tab: string | undefined;
  /** The details route, whose search holds the users tab's list state too. */
  route: ListRoute<UserSortProperty>;
}

/** A publisher's or content owner's tabs: overview, its videos (the embedded table) and its users, as the user may see them. */
export function OwnerDetailsTabs({
  label,
  owner,
  overview,
  users,
  extraTabs = [],
  tab,
  route,
}: OwnerDetailsTabsProps) {
  const can = useCan();
  const tabs: [DetailsTab, ...DetailsTab[]] = [
    { key: 'overview', label: 'Overview', render: () => <DetailCard details={overview} /> },
    ...extraTabs,
  ];
  if (can(CATALOGUE_PERMISSIONS.readVideos))
    tabs.push({ key: 'videos', label: 'Videos', render: () => <OwnerVideos owner={owner} /> });
  if (can('USERS_READ'))
    tabs.push({
      key: 'users',
      label: 'Users',
      render: () => <UserList route={route} title="Users" {...users} />,
    });
  return <DetailsTabs label={label} tabs={tabs} tab={tab} />;
}
