// zod/mini: these schemas are on the sign-in page's first load, where the classic build's size counts.
import { z } from 'zod/mini';
import { MAX_ID } from './id-range';
import { type Role, RoleSchema } from './roles';
import type { Me } from './user';

export const MaskSchema = z.object({
  role: RoleSchema,
  publisherId: z.optional(z.int().check(z.positive())),
  contentOwnerId: z.optional(z.int().check(z.positive())),
});
export type Mask = z.infer<typeof MaskSchema>;

type MaskHolder = Pick<Me, 'roles' | 'publisherIds' | 'contentOwnerIds'>;

const ROLES_MASKED_WITHOUT_ID: readonly Role[] = [
  'ADMIN',
  'SALES_REPRESENTATIVE',
  'READ_ONLY_ADMIN',
  'REV_OPS',
  'DESIGNER',
  'CONTENT_OWNER',
];

/**
 * Part 1 §4: a mask counts as set for ADMIN, SALES_REPRESENTATIVE, READ_ONLY_ADMIN, REV_OPS,
 * DESIGNER, CONTENT_OWNER, and PUBLISHER only with a publisherId; CAMPAIGN_MANAGER never.
 */
export function isMaskSet(mask: Mask | null | undefined): boolean {
  if (!mask) return false;
  if (mask.role === 'PUBLISHER') return mask.publisherId !== undefined;
  return ROLES_MASKED_WITHOUT_ID.includes(mask.role);
}

/**
 * Part 1 §4: the default mask is set only when the user has exactly one role: PUBLISHER with
 * exactly one publisher id, CONTENT_OWNER with exactly one content owner id, or ADMIN,
 * SALES_REPRESENTATIVE or READ_ONLY_ADMIN with no id. Otherwise there is none (go to /select).
 */
export function defaultMask(user: MaskHolder): Mask | null {
  if (user.roles.length !== 1) return null;
  const role = user.roles[0]!;
  if (role === 'PUBLISHER') {
    return user.publisherIds.length === 1 ? { role, publisherId: user.publisherIds[0]! } : null;
  }
  if (role === 'CONTENT_OWNER') {
    return user.contentOwnerIds.length === 1 ? { role, contentOwnerId: user.contentOwnerIds[0]! } : null;
  }
  if (role === 'ADMIN' || role === 'SALES_REPRESENTATIVE' || role === 'READ_ONLY_ADMIN') return { role };
  return null;
}

/** Whether the user still holds the mask's role (and its publisher or content owner id). */
export function userHoldsMask(user: MaskHolder, mask: Mask): boolean {
  if (!user.roles.includes(mask.role)) return false;
  if (mask.publisherId !== undefined && !user.publisherIds.includes(mask.publisherId)) return false;
  if (mask.contentOwnerId !== undefined && !user.contentOwnerIds.includes(mask.contentOwnerId)) return false;
  return true;
}

/** Part 1 §4: a stored mask is discarded when the user no longer has that role or publisher. */
export const keepStoredMask = (user: MaskHolder, stored: Mask | null): Mask | null =>
  stored && userHoldsMask(user, stored) ? stored : null;

export const MASK_HEADER = 'X-Mask';

/** `X-Mask: ROLE` or `X-Mask: ROLE:id` (`PUBLISHER:12`, `CONTENT_OWNER:7`). */
export function formatMaskHeader(mask: Mask): string {
  // Only PUBLISHER and CONTENT_OWNER carry an id; parseMaskHeader refuses an id on any other role.
  const id =
    mask.role === 'CONTENT_OWNER'
      ? mask.contentOwnerId
      : mask.role === 'PUBLISHER'
        ? mask.publisherId
        : undefined;
  return id === undefined ? mask.role : `${mask.role}:${id}`;
}

/**
 * Reads the header the server receives. PUBLISHER and CONTENT_OWNER need their id (part 1 §4: a
 * publisher mask without a publisher id is not set), so that the answers hold only that one's rows;
 * every other role carries none.
 */
export function parseMaskHeader(value: string): Mask | null {
  const match = /^([A-Z_]+)(?::([1-9]\d{0,9}))?$/.exec(value.trim());
  if (!match) return null;
  const role = RoleSchema.safeParse(match[1]);
  if (!role.success) return null;
  const id = match[2] === undefined ? undefined : Number(match[2]);
  if (id !== undefined && id > MAX_ID) return null;
  if (role.data === 'PUBLISHER') return id === undefined ? null : { role: role.data, publisherId: id };
  if (role.data === 'CONTENT_OWNER') return id === undefined ? null : { role: role.data, contentOwnerId: id };
  return id === undefined ? { role: role.data } : null;
}
