import { MESSAGES } from '@adcast/domain/messages';
import { USER_NOTICES } from '@adcast/domain/users/messages';
import { TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import { USER_STATUS_OPTIONS, type User, type UserSortProperty } from '@adcast/domain/users/users';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { SavedViewsButton } from '../../resource/saved-views-button';
import { useCan } from '../../session/can';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ListCard } from '../../ui/list-card';
import type { ListRoute } from '../../ui/list-search';
import { useListState } from '../../ui/use-list-state';
import { type UserAction, useUserColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import { mayWriteUsers, type UserDialogContext } from './user-form';
import {
  type UserScope,
  userListSearch,
  userWrites,
  useUserCounts,
  useUserPage,
  useUserWrite,
} from './users-api';

export interface UserListProps {
  /** The users page's route or a network's details route; both validate the list's search. */
  route: ListRoute<UserSortProperty>;
  /** Whose users: everyone the mask may see, or one network's, publisher's or content owner's. */
  scope?: UserScope;
  /** Where a new user goes and which role it gets (part 2 §6). */
  context?: UserDialogContext;
  title?: string;
}

const confirmTexts = {
  enable: USER_NOTICES.confirmEnable,
  disable: USER_NOTICES.confirmDisable,
  delete: USER_NOTICES.confirmDelete,
  resetTwoFactor: TWO_FACTOR_MESSAGES.resetConfirm,
} as const;

const writeOf = ({ kind, user }: UserAction) => {
  if (kind === 'delete') return userWrites.remove(user);
  if (kind === 'resetTwoFactor') return userWrites.resetTwoFactor(user);
  return userWrites.setEnabled(user, kind === 'enable');
};

/**
 * The users list card: Enabled / Disabled tiles, search by name or e-mail, sort and paging in the URL;
 * 'Create new user' and the row menu open the user dialog; enable, disable, delete and an admin's
 * reset of a user's two-factor sign-in ask first.
 */
export function UserList({
  route,
  scope = {},
  context = { kind: 'users' },
  title = 'Users list',
}: UserListProps) {
  const can = useCan();
  const controls = useListState(userListSearch, route);
  const page = useUserPage(controls.state, scope);
  const counts = useUserCounts(controls.state.search, scope);
  const write = useUserWrite();
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [pending, setPending] = useState<UserAction | null>(null);
  const columns = useUserColumns(context, (action) =>
    action.kind === 'edit' ? setEditing(action.user) : setPending(action),
  );

  const confirm = () => {
    if (!pending) return;
    write.mutate(writeOf(pending));
    setPending(null);
  };

  return (
    <>
      <ListCard
        title={title}
        label="Users"
        controls={controls}
        counts={counts.data}
        statusOptions={USER_STATUS_OPTIONS}
        page={page}
        rowKey={(user) => user.id}
        columns={columns}
        tools={<SavedViewsButton listLabel="Users" />}
        action={
          mayWriteUsers(context, can('USERS_CREATE')) && (
            <Button variant="contained" onClick={() => setEditing(null)}>
              Create new user
            </Button>
          )
        }
      />
      {editing !== undefined && (
        <UserDialog user={editing} context={context} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={MESSAGES.confirmTitle}
        text={pending ? confirmTexts[pending.kind as keyof typeof confirmTexts](pending.user.email) : ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
