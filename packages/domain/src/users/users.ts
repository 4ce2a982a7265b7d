import { z } from 'zod';
import { COLORS, type EnumOption } from '../enumerations';
import { IdSchema, IdTextSchema } from '../ids';
import { commaListSchema } from '../list-schemas';
import { MESSAGES } from '../messages';
import type { Sort } from '../paging';
import { EMAIL_PATTERN, FIELD_MESSAGES, PASSWORD_PATTERN } from '../patterns';
import { SearchTextSchema, sortedPageSchema, VersionSchema } from '../records';
import { RoleSchema } from '../roles';
import { USER_MESSAGES } from './messages';

export const USER_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** The status tiles of the users list: Enabled green, Disabled gray. */
export const USER_STATUS_OPTIONS: readonly EnumOption<UserStatus>[] = [
  { key: 'ENABLED', label: 'Enabled', color: COLORS.green },
  { key: 'DISABLED', label: 'Disabled', color: COLORS.gray },
];

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A user as the users list and the dialog read it (part 2 §3). */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(RoleSchema),
  publisherIds: z.array(z.number().int()),
  publishers: z.array(RefSchema),
  contentOwnerIds: z.array(z.number().int()),
  contentOwners: z.array(RefSchema),
  network: RefSchema.nullable(),
  status: UserStatusSchema,
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

export const USER_SORT_PROPERTIES = ['name', 'email', 'status', 'createdOn'] as const;
export type UserSortProperty = (typeof USER_SORT_PROPERTIES)[number];
export const DEFAULT_USER_SORT = { sortProperty: 'createdOn', sortDirection: 'desc' } as const satisfies Sort;

/** The users list and tiles share these filters: search by name or e-mail, and whose users. */
const UserScopeFilterSchema = z.object({
  search: SearchTextSchema,
  networkId: IdTextSchema.optional(),
  publisherId: IdTextSchema.optional(),
  contentOwnerId: IdTextSchema.optional(),
});

export const UserCountFilterSchema = UserScopeFilterSchema;
export type UserCountFilter = z.infer<typeof UserCountFilterSchema>;

export const UserListFilterSchema = sortedPageSchema(USER_SORT_PROPERTIES, DEFAULT_USER_SORT)
  .extend(UserScopeFilterSchema.shape)
  .extend({ status: commaListSchema(UserStatusSchema) });
export type UserListFilter = z.infer<typeof UserListFilterSchema>;

/** One status tile; `capped: true` when the count stopped at LIST_COUNT_CAP (shown as "10,000+"). */
export const UserStatusCountSchema = z.object({
  status: UserStatusSchema,
  count: z.number().int().nonnegative(),
  capped: z.boolean().optional(),
});
export type UserStatusCount = z.infer<typeof UserStatusCountSchema>;

const trimmedEmail = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required('Email'))
  .max(254)
  .regex(EMAIL_PATTERN, FIELD_MESSAGES.email);
const trimmedName = z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200);

/** Roles (at least one, at most one main role) and the publishers and content owners they keep. */
const UserAccessSchema = z.object({
  name: trimmedName,
  roles: z.array(RoleSchema).min(1, USER_MESSAGES.rolesRequired),
  publisherIds: z.array(IdSchema).max(1000).default([]),
  contentOwnerIds: z.array(IdSchema).max(1000).default([]),
});

/** Create: e-mail, name, roles and an optional password (empty: the user gets a link to set one). */
export const UserInputSchema = UserAccessSchema.extend({
  email: trimmedEmail,
  password: z
    .string()
    .max(200)
    .optional()
    .refine((value) => !value || PASSWORD_PATTERN.test(value), MESSAGES.passwordRule),
  networkId: IdSchema.nullish(),
});
export type UserInput = z.infer<typeof UserInputSchema>;

/** Create inside a network: the network comes from the path. */
export const NetworkUserInputSchema = UserInputSchema.omit({ networkId: true });

/** Edit: the e-mail is locked (it may be sent, unchanged) and no password is taken. */
export const UserUpdateSchema = UserAccessSchema.extend({
  id: IdSchema,
  version: VersionSchema,
  email: z.string().trim().optional(),
  password: z.undefined({ error: USER_MESSAGES.passwordOnCreateOnly }).optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export const UsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(254) });
export const UsernameParamsSchema = z.object({ username: z.string().trim().min(1).max(254) });
export const UserStatusParamsSchema = UsernameParamsSchema.extend({ status: UserStatusSchema });

/** A publisher's or content owner's users (`/api/publishers/{id}/users`, `/api/co/{id}/users`): the list's filters but whose. */
export const OwnerUsersFilterSchema = UserListFilterSchema.omit({
  networkId: true,
  publisherId: true,
  contentOwnerId: true,
});
export type OwnerUsersFilter = z.infer<typeof OwnerUsersFilterSchema>;

/**
 * Part 2 §7 /api/pub-dash/users: a publisher user adds or renames its publisher's users; the role
 * (publisher) and the publisher are fixed by its working mask, not sent.
 */
export const PubDashUserInputSchema = UserInputSchema.pick({ email: true, name: true, password: true });
export type PubDashUserInput = z.infer<typeof PubDashUserInputSchema>;
export const PubDashUserUpdateSchema = UserUpdateSchema.pick({ id: true, version: true, name: true });
export type PubDashUserUpdate = z.infer<typeof PubDashUserUpdateSchema>;

/** A publisher's or content owner's own tenancy: its role and the ids it works as. */
export type Tenancy = { role: 'PUBLISHER' | 'CONTENT_OWNER'; ids: readonly number[] };

/**
 * What a publisher or content owner sees of a user: only what concerns its own tenancy (its role,
 * its own publishers or content owners, the network they share), never the user's staff roles or
 * other tenants.
 */
export function userSeenByTenant(user: User, tenancy: Tenancy): User {
  const own = (refs: User['publishers'], role: Tenancy['role']) =>
    tenancy.role === role ? refs.filter((ref) => tenancy.ids.includes(ref.id)) : [];
  const publishers = own(user.publishers, 'PUBLISHER');
  const contentOwners = own(user.contentOwners, 'CONTENT_OWNER');
  return {
    ...user,
    roles: user.roles.filter((role) => role === tenancy.role),
    publisherIds: publishers.map((publisher) => publisher.id),
    publishers,
    contentOwnerIds: contentOwners.map((owner) => owner.id),
    contentOwners,
  };
}
