import { MAIN_ROLES, ROLES, type Role } from '../roles';

/** Part 2 §6: opened for a network, the user dialog offers no content owner, read-only admin, campaign manager or revenue ops. */
export const ROLES_NOT_FOR_NETWORK: readonly Role[] = [
  'CONTENT_OWNER',
  'READ_ONLY_ADMIN',
  'CAMPAIGN_MANAGER',
  'REV_OPS',
];

export const NETWORK_ROLE_CHOICES: readonly Role[] = ROLES.filter(
  (role) => !ROLES_NOT_FOR_NETWORK.includes(role),
);

/** Part 2 §5: publisher ids are kept only with the publisher or sales representative role. */
export const keepsPublishers = (roles: readonly Role[]) =>
  roles.includes('PUBLISHER') || roles.includes('SALES_REPRESENTATIVE');

/** Part 2 §5: content owner ids are kept only with the content owner role. */
export const keepsContentOwners = (roles: readonly Role[]) => roles.includes('CONTENT_OWNER');

export const mainRoleCount = (roles: readonly Role[]) =>
  roles.filter((role) => MAIN_ROLES.includes(role)).length;

/**
 * The roles a user may give: an admin (outside a network) any role, anyone else only roles it holds
 * itself; inside a network never the roles a network user cannot have.
 */
export function grantableRoles(granter: { roles: readonly Role[]; network: unknown }): readonly Role[] {
  const own = granter.roles.includes('ADMIN') ? ROLES : granter.roles;
  return granter.network ? own.filter((role) => !ROLES_NOT_FOR_NETWORK.includes(role)) : own;
}
