import { MESSAGES } from '@adcast/domain/messages';
import { withQuery } from '@adcast/domain/query';
import { USER_NOTICES } from '@adcast/domain/users/messages';
import { USERS_API } from '@adcast/domain/users/paths';
import { TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import {
  DEFAULT_USER_SORT,
  USER_SORT_PROPERTIES,
  USER_STATUSES,
  type User,
  type UserInput,
  type UserStatus,
  type UserUpdate,
} from '@adcast/domain/users/users';
import { useQuery } from '@tanstack/react-query';
import { pageQuery, statusCountsQuery } from '../../api/list-queries';
import { useWrite, type WriteRequest } from '../../resource/write-api';
import { type ListState, listSearchSchema, toListQuery } from '../../ui/list-search';

const USERS_KEY = ['users'] as const;

/** The users list's URL state: enabled users first, newest first (part 2 §4 list rules). */
export const userListSearch = listSearchSchema(USER_SORT_PROPERTIES, {
  ...DEFAULT_USER_SORT,
  status: ['ENABLED'],
  statuses: USER_STATUSES,
});

/** Whose users a list shows: everyone the mask may see, or one network's, publisher's or content owner's. */
export interface UserScope {
  networkId?: number;
  publisherId?: number;
  contentOwnerId?: number;
}

export const useUserPage = (state: ListState<string, UserStatus>, scope: UserScope) =>
  useQuery(
    pageQuery<User>(
      USERS_KEY,
      USERS_API.list,
      { ...toListQuery(state, 'search', USER_STATUSES), ...scope },
      USER_NOTICES.errorFetching,
    ),
  );

export const useUserCounts = (search: string, scope: UserScope) =>
  useQuery(
    statusCountsQuery<{ status: UserStatus; count: number }>(
      USERS_KEY,
      USERS_API.counts,
      { search, ...scope },
      USER_NOTICES.errorFetching,
    ),
  );

type UserAccess = Omit<UserUpdate, 'id' | 'version' | 'email' | 'password'>;

/** The user writes of part 2 §7 with their notices (part 2 §8). */
export const userWrites = {
  /** Inside a network the user is created there (`POST /api/networks/{id}/user`). */
  create: (input: UserInput, networkId?: number): WriteRequest => ({
    method: 'POST',
    path: networkId === undefined ? USERS_API.users : USERS_API.networkUser(networkId),
    body: input,
    notice: MESSAGES.userCreated,
    fallback: MESSAGES.errorUserCreation,
  }),
  /** Saves over the version the user saw; the e-mail stays as it is. */
  update: (user: User, input: UserAccess): WriteRequest => ({
    method: 'PUT',
    path: USERS_API.users,
    body: { ...input, id: user.id, version: user.version },
    notice: MESSAGES.userUpdated,
    fallback: MESSAGES.errorUserCreation,
  }),
  /** Part 2 §7 pub-dash users: the role and the publisher come from the caller's publisher mask. */
  createOwn: (input: Pick<UserInput, 'email' | 'name' | 'password'>): WriteRequest => ({
    method: 'POST',
    path: USERS_API.pubDashUsers,
    body: input,
    notice: MESSAGES.userCreated,
    fallback: MESSAGES.errorUserCreation,
  }),
  renameOwn: (user: User, name: string): WriteRequest => ({
    method: 'PUT',
    path: USERS_API.pubDashUsers,
    body: { id: user.id, version: user.version, name },
    notice: MESSAGES.userUpdated,
    fallback: MESSAGES.errorUserCreation,
  }),
  setEnabled: (user: User, enabled: boolean): WriteRequest => ({
    method: 'PUT',
    path: enabled ? USERS_API.enable(user.email) : USERS_API.disable(user.email),
    notice: enabled ? USER_NOTICES.enabled : USER_NOTICES.disabled,
    fallback: USER_NOTICES.errorStatus,
  }),
  /** An admin turns the user's second factor off (a lost device). */
  resetTwoFactor: (user: User): WriteRequest => ({
    method: 'DELETE',
    path: USERS_API.twoFactor(user.email),
    notice: TWO_FACTOR_MESSAGES.reset(user.email),
    fallback: TWO_FACTOR_MESSAGES.errorReset,
  }),
  remove: (user: User): WriteRequest => ({
    method: 'DELETE',
    path: withQuery(USERS_API.users, { username: user.email }),
    notice: USER_NOTICES.deleted,
    fallback: USER_NOTICES.errorDelete,
  }),
};

/** Sends a user write and refreshes every users list and count. */
export const useUserWrite = () => useWrite<User>([USERS_KEY]);
