import { homePath } from '@adcast/domain/access';
import { optionOf, PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Toolbar } from '../../ui/toolbar';
import { SectionOverview } from '../dashboard/section-overview';
import { PublisherDashboard } from '../reports/publisher-dashboard';
import { UserList } from '../users/user-list';
import { publisherQuery } from './publisher-api';

const route = getRouteApi('/_authenticated/_shell/p/$id');

/** The publisher home: its name and status, its dashboard, its users and the sections the publisher mask can open. */
export function PublisherHomePage() {
  const { id } = route.useParams();
  const { data: publisher } = useSuspenseQuery(publisherQuery(Number(id)));
  const status = optionOf(PUBLISHER_STATUS_OPTIONS, publisher.status);
  return (
    <>
      <Toolbar
        title={publisher.name}
        subtitle={publisher.network ? `Publisher · ${publisher.network.name}` : 'Publisher'}
        statusColor={status?.color}
        statusLabel={status?.label}
      />
      <PublisherDashboard publisherId={publisher.id} />
      <UserList
        route={route}
        title="Users"
        scope={{ publisherId: publisher.id }}
        context={{ kind: 'publisher', publisherId: publisher.id }}
      />
      <SectionOverview exclude={homePath({ role: 'PUBLISHER', publisherId: publisher.id })} />
    </>
  );
}
