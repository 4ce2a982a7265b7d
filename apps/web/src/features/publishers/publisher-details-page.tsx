import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { optionOf, PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import type { UserSortProperty } from '@adcast/domain/users/users';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import type { Publisher } from '../../session/my-accounts';
import { DetailCard } from '../../ui/detail-list';
import { type DetailsTab, DetailsTabs } from '../../ui/details-tabs';
import type { ListRoute } from '../../ui/list-search';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { OwnerVideos } from '../catalogue/videos/owner-videos';
import { UserList } from '../users/user-list';
import { publisherQuery } from './publisher-api';

const route = getRouteApi('/_authenticated/_shell/_staff/publishers/$id');

export interface PublisherTabsProps {
  publisher: Publisher;
  /** The open tab's key from the URL; the overview when missing. */
  tab: string | undefined;
  /** The details route, whose search holds the users tab's list state too. */
  route: ListRoute<UserSortProperty>;
}

/** The publisher's tabs: overview, its videos (the embedded table) and its users, as the user may see them. */
export function PublisherTabs({ publisher, tab, route }: PublisherTabsProps) {
  const can = useCan();
  const tabs: [DetailsTab, ...DetailsTab[]] = [
    {
      key: 'overview',
      label: 'Overview',
      render: () => (
        <DetailCard
          details={[
            { label: 'Name', value: publisher.name },
            { label: 'Status', value: optionOf(PUBLISHER_STATUS_OPTIONS, publisher.status)?.label },
            { label: 'Network', value: publisher.network?.name },
            { label: 'ID', value: publisher.id },
          ]}
        />
      ),
    },
  ];
  if (can(CATALOGUE_PERMISSIONS.readVideos))
    tabs.push({
      key: 'videos',
      label: 'Videos',
      render: () => <OwnerVideos owner={{ kind: 'publisher', id: publisher.id }} />,
    });
  if (can('USERS_READ'))
    tabs.push({
      key: 'users',
      label: 'Users',
      render: () => (
        <UserList
          route={route}
          title="Users"
          scope={{ publisherId: publisher.id }}
          context={{ kind: 'publisher', publisherId: publisher.id, networkId: publisher.network?.id }}
        />
      ),
    });
  return <DetailsTabs label={`${publisher.name} details`} tabs={tabs} tab={tab} />;
}

/** /publishers/{id}: the publisher's overview, its videos (the embedded table) and its users. */
export function PublisherDetailsPage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const publisher = useQuery(publisherQuery(id));
  return (
    <Loaded query={publisher} what="publisher">
      {(found) => {
        const status = optionOf(PUBLISHER_STATUS_OPTIONS, found.status);
        return (
          <>
            <Toolbar
              title="Publisher"
              nextTitle={found.name}
              statusColor={status?.color}
              statusLabel={status?.label}
            />
            <PublisherTabs publisher={found} tab={tab} route={route} />
          </>
        );
      }}
    </Loaded>
  );
}
