import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Toolbar } from '../../ui/toolbar';
import { UserList } from '../users/user-list';
import { publisherQuery } from './publisher-api';

const route = getRouteApi('/_authenticated/_shell/_staff/publishers/$id/users');

/** /publishers/{id}/users: the publisher's users; a new user gets the publisher role and this publisher. */
export function PublisherUsersPage() {
  const { id } = route.useParams();
  const publisher = useQuery(publisherQuery(id));
  return (
    <>
      <Toolbar title="Publisher users" nextTitle={publisher.data?.name} />
      <UserList
        route={route}
        title="Users"
        scope={{ publisherId: id }}
        context={{ kind: 'publisher', publisherId: id, networkId: publisher.data?.network?.id }}
      />
    </>
  );
}
