import { getRouteApi } from '@tanstack/react-router';
import { Toolbar } from '../../ui/toolbar';
import { UserList } from './user-list';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/users');

/** /users: every user the mask may see (a network admin: its network's). */
export function UsersPage() {
  return (
    <>
      <Toolbar title="Users" />
      <UserList route={listRoute} />
    </>
  );
}
