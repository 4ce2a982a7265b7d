import { CONTENT_OWNERS_API } from './content/owner-paths';
import { NETWORKS_API } from './networks/paths';
import { PUBLISHERS_API } from './publishers/paths';

/**
 * API paths. Those of the spec's call catalogue are the contract; those the spec leaves
 * "not shown" follow the neighbouring paths' style and are recorded here.
 */
export const API = {
  login: '/login',
  me: '/api/users/me',
  changePassword: '/api/users/change-password',
  recoverySendEmail: '/api/users/password-recovery/send-email',
  recoveryValidate: (token: string) => `/api/users/password-recovery/validate/${encodeURIComponent(token)}`,
  recoveryChangePassword: (token: string) =>
    `/api/users/password-recovery/change-password/${encodeURIComponent(token)}`,
  ...PUBLISHERS_API,
  ...CONTENT_OWNERS_API,
  ...NETWORKS_API,
  docs: '/api/docs',
} as const;
