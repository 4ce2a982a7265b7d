import { z } from 'zod';
import type { Permission } from '../permissions';

/** Every API token starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'adc_';
export const API_TOKENS_PER_USER = 20;
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_NAME_MAX = 60;

/** READ_ONLY: the mask's `_READ` permissions only; USER: every permission of the mask. */
export const API_TOKEN_SCOPES = ['READ_ONLY', 'USER'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  READ_ONLY: 'Read only',
  USER: 'My permissions',
};

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: `A token name has at most ${API_TOKEN_NAME_MAX} characters`,
  nameTaken: 'You already have a token with this name',
  expiryRange: `A token expires after 1 to ${API_TOKEN_MAX_DAYS} days`,
  tooMany: `You may hold at most ${API_TOKENS_PER_USER} tokens: revoke one first`,
  notFound: 'Token not found',
  signInNeeded: 'API tokens are managed after signing in, not with an API token',
  ended: 'This API token is not valid (revoked, expired or its user disabled)',
} as const;

export const API_TOKENS_API = {
  /** GET the signed-in user's tokens, POST create one (its secret is answered once). */
  tokens: '/api/users/me/tokens',
  /** DELETE revokes at once. */
  token: (id: number | string) => `/api/users/me/tokens/${id}`,
} as const;

export const ApiTokenCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scope: z.enum(API_TOKEN_SCOPES),
  expiresInDays: z
    .number()
    .int(API_TOKEN_MESSAGES.expiryRange)
    .min(1, API_TOKEN_MESSAGES.expiryRange)
    .max(API_TOKEN_MAX_DAYS, API_TOKEN_MESSAGES.expiryRange),
});
export type ApiTokenCreate = z.infer<typeof ApiTokenCreateSchema>;

export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters of the secret, to tell tokens apart. */
  hint: z.string(),
  createdOn: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const CreatedApiTokenSchema = ApiTokenSchema.extend({ secret: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

/** What a token of this scope may do under a mask holding `permissions`. */
export const scopedPermissions = (
  scope: ApiTokenScope,
  permissions: ReadonlySet<Permission>,
): ReadonlySet<Permission> =>
  scope === 'USER' ? permissions : new Set([...permissions].filter((p) => p.endsWith('_READ')));
