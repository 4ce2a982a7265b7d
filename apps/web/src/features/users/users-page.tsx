import { Toolbar } from '../../ui/toolbar';
import { UserList } from './user-list';

/** /users: every user the mask may see (a network admin: its network's). */
export function UsersPage() {
  return (
    <>
      <Toolbar title="Users" />
      <UserList />
    </>
  );
}
