import { ROLE_LABELS } from '@adcast/domain/roles';
import { TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import { USER_STATUS_OPTIONS, type User } from '@adcast/domain/users/users';
import { useMask } from '../../api/mask-store';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { actionsColumn, statusOptionColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';
import { DateWithTime } from '../../ui/date-with-time';
import type { RowAction } from '../../ui/row-actions-menu';
import type { UserDialogContext } from './user-form';

/** What a row's menu asks the list to do. */
export type UserAction = {
  kind: 'edit' | 'enable' | 'disable' | 'delete' | 'resetTwoFactor';
  user: User;
};

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/**
 * The users list (issue columns): name, e-mail, roles by their names, publishers / content owners,
 * network, status, created, and the row menu. A user cannot disable or delete itself.
 */
export function useUserColumns(
  context: UserDialogContext,
  act: (action: UserAction) => void,
): DataColumn<User>[] {
  const can = useCan();
  const me = useMe();
  const mask = useMask();
  const actionsOf = (user: User): RowAction[] => {
    // A publisher on its own users renames them (pub-dash); status changes stay with staff.
    if (context.kind === 'ownPublisher')
      return [{ label: 'Edit', onSelect: () => act({ kind: 'edit', user }) }];
    if (!can('USERS_EDIT')) return [];
    const own = user.id === me.id;
    const actions: RowAction[] = [{ label: 'Edit', onSelect: () => act({ kind: 'edit', user }) }];
    if (own) return actions;
    actions.push(
      user.status === 'ENABLED'
        ? { label: 'Disable', onSelect: () => act({ kind: 'disable', user }) }
        : { label: 'Enable', onSelect: () => act({ kind: 'enable', user }) },
      { label: 'Delete', onSelect: () => act({ kind: 'delete', user }) },
    );
    // The server lets an admin (a network's for its users) turn a lost second factor off.
    if (mask?.role === 'ADMIN')
      actions.push({
        label: TWO_FACTOR_MESSAGES.resetAction,
        onSelect: () => act({ kind: 'resetTwoFactor', user }),
      });
    return actions;
  };
  return [
    { id: 'name', label: 'Name', sortProperty: 'name', render: (user) => user.name },
    { id: 'email', label: 'E-mail', sortProperty: 'email', render: (user) => user.email },
    {
      id: 'roles',
      label: 'Roles',
      maxWidth: 200,
      render: (user) => user.roles.map((role) => ROLE_LABELS[role]).join(', '),
    },
    {
      id: 'accounts',
      label: 'Publishers / content owners',
      maxWidth: 200,
      render: (user) => names([...user.publishers, ...user.contentOwners]) || '—',
    },
    { id: 'network', label: 'Network', render: (user) => user.network?.name ?? '—' },
    statusOptionColumn<User, User['status']>(USER_STATUS_OPTIONS),
    {
      id: 'createdOn',
      label: 'Created',
      sortProperty: 'createdOn',
      render: (user) => <DateWithTime value={user.createdOn} />,
    },
    actionsColumn((user) => user.email, actionsOf),
  ];
}
