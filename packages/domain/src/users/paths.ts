import type { PathId } from '../demand/paths';

/** A username in a path: the e-mail, encoded; a route pattern (`:username`) as it is. */
const username = (name: string) => (name.startsWith(':') ? name : encodeURIComponent(name));

/**
 * Users paths of the call catalogue (part 2 §7). The username in a path is the user's e-mail.
 * The server builds its route patterns from the same functions by passing `:username` or `:id`.
 */
export const USERS_API = {
  /** GET page (page, size, sortProperty, sortDirection, search, status, networkId, publisherId, contentOwnerId). */
  list: '/api/users/list',
  counts: '/api/users/count-by-status',
  /** POST create, PUT update (body carries id and version), DELETE ?username=. */
  users: '/api/users',
  enable: (name: string) => `/api/users/${username(name)}/enable`,
  disable: (name: string) => `/api/users/${username(name)}/disable`,
  /** DELETE: an admin turns a user's second factor off (the device is lost); the user enrols again. */
  twoFactor: (name: string) => `/api/users/${username(name)}/two-factor`,
  /** POST a user created inside network {id}. */
  networkUser: (id: PathId) => `/api/networks/${id}/user`,
  /** POST create, PUT rename: a publisher user's own publisher's users, the role fixed (part 2 §7 pub-dash users). */
  pubDashUsers: '/api/pub-dash/users',
  /** PUT a publisher user's own password from its publisher dashboard (part 2 §7 pub-dash change-password). */
  pubDashChangePassword: '/api/pub-dash/users/change-password',
  /** PUT a user's status by its name (part 2 §7 `/api/users/{username}/{status}`: ENABLED or DISABLED). */
  status: (name: string, status: string) => `/api/users/${username(name)}/${status}`,
  /** GET page: the users of publisher {id} (part 2 §7 `/api/publishers` users). */
  publisherUsers: (id: PathId) => `/api/publishers/${id}/users`,
  /** GET page: the users of content owner {id} (part 2 §7 `/api/co` users). */
  contentOwnerUsers: (id: PathId) => `/api/co/${id}/users`,
} as const;
