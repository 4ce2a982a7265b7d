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
  /** Not shown in the spec: the signed-in user's own publishers and content owners, asked without a
   * mask (chooser, select page, switch account); a PUBLISHER:id mask sees only that one publisher. */
  myPublishers: '/api/users/me/publishers',
  myContentOwners: '/api/users/me/co',
  changePassword: '/api/users/change-password',
  /** Not in the spec: POST ends the token it is called with (part 1 §2 `logout` signs out). */
  logout: '/api/users/logout',
  recoverySendEmail: '/api/users/password-recovery/send-email',
  recoveryValidate: (token: string) => `/api/users/password-recovery/validate/${encodeURIComponent(token)}`,
  recoveryChangePassword: (token: string) =>
    `/api/users/password-recovery/change-password/${encodeURIComponent(token)}`,
  ...PUBLISHERS_API,
  ...CONTENT_OWNERS_API,
  ...NETWORKS_API,
  docs: '/api/docs',
  /** Not in the spec: liveness and database readiness for a deployment's probes. */
  health: '/api/health',
} as const;
