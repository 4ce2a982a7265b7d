import { MENU_ITEMS } from '@adcast/domain/menus';
import { USERS_API } from '@adcast/domain/users/paths';
import { USER_STATUSES, type User } from '@adcast/domain/users/users';
import { listSearch, type RecordSearchSource } from '../../resource/record-search-api';

const group = MENU_ITEMS.users.label;

/** The palette finds users by name or e-mail (the list's own search); a hit opens the users list searched by its e-mail. */
export const userSearchSource: RecordSearchSource = {
  group,
  permission: 'USERS_READ',
  search: listSearch<User>({
    key: 'user',
    group,
    listPath: USERS_API.list,
    searchParam: 'search',
    filter: { status: [...USER_STATUSES] },
    nameOf: (user) => user.name || user.email,
    linkOf: (user) => ({ to: '/users', search: { search: user.email } }),
  }),
};
