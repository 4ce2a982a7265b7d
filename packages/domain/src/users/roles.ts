import { MAIN_ROLES, ROLES, type Role } from '../roles';
import { USER_MESSAGES } from './messages';

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

/**
 * Part 2 §5: what keeps the user dialog's Save disabled beyond the fields' own checks: more than one
 * main role, the publisher role with no publishers, the content owner role with no content owner.
 */
export function roleChoiceProblems(choice: {
  roles: readonly Role[];
  publisherIds: readonly number[];
  contentOwnerIds: readonly number[];
}): string[] {
  const problems: string[] = [];
  if (mainRoleCount(choice.roles) > 1) problems.push(USER_MESSAGES.oneMainRole);
  if (choice.roles.includes('PUBLISHER') && choice.publisherIds.length === 0)
    problems.push(USER_MESSAGES.publishersRequired);
  if (choice.roles.includes('CONTENT_OWNER') && choice.contentOwnerIds.length === 0)
    problems.push(USER_MESSAGES.contentOwnersRequired);
  return problems;
}
