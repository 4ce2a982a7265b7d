import type { Mask } from '@adcast/domain/masks';
import type { Permission } from '@adcast/domain/permissions';
import { requirePermission } from '../session/guards';

/** The `beforeLoad` of a page that creates or changes records: without the permission, /forbidden. */
export const needs = (permission: Permission) => ({
  beforeLoad: ({ context }: { context: { mask: Mask } }) => requirePermission(context.mask, permission),
});
