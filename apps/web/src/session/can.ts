import type { Mask } from '@adcast/domain/masks';
import { type Permission, permissionsOf } from '@adcast/domain/permissions';
import { currentMask, useMask } from '../api/mask-store';

/** Whether the working mask grants the permission; without a mask nothing is granted. */
export const maskCan = (mask: Mask | null, permission: Permission): boolean =>
  mask !== null && permissionsOf(mask.role).has(permission);

export const can = (permission: Permission): boolean => maskCan(currentMask(), permission);

/** For components: re-renders when the mask changes. */
export function useCan(): (permission: Permission) => boolean {
  const mask = useMask();
  return (permission) => maskCan(mask, permission);
}
