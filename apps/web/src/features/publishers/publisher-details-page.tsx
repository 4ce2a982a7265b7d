import { optionOf, PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import type { UserSortProperty } from '@adcast/domain/users/users';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Publisher } from '../../session/my-accounts';
import type { ListRoute } from '../../ui/list-search';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { OwnerDetailsTabs } from '../catalogue/videos/owner-details-tabs';
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
  return (
    <OwnerDetailsTabs
      label={`${publisher.name} details`}
      owner={{ kind: 'publisher', id: publisher.id }}
      overview={[
        { label: 'Name', value: publisher.name },
        { label: 'Status', value: optionOf(PUBLISHER_STATUS_OPTIONS, publisher.status)?.label },
        { label: 'Network', value: publisher.network?.name },
        { label: 'ID', value: publisher.id },
      ]}
      users={{
        scope: { publisherId: publisher.id },
        context: { kind: 'publisher', publisherId: publisher.id, networkId: publisher.network?.id },
      }}
      tab={tab}
      route={route}
    />
  );
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
