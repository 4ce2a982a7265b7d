import type { Mask } from '@adcast/domain/masks';
import type { Permission } from '@adcast/domain/permissions';
import { mayUseReports, type ReportAccess } from '@adcast/domain/reports/access';
import type { Me } from '@adcast/domain/user';
import { redirect } from '@tanstack/react-router';
import { requirePermission } from '../session/guards';

/**
 * The `beforeLoad` of a page that needs a permission: without it, /forbidden. The permission is
 * also kept as the route's data, so the menus leave out what the mask may not open.
 */
export const needs = (permission: Permission) => ({
  staticData: { permission },
  beforeLoad: ({ context }: { context: { mask: Mask } }) => requirePermission(context.mask, permission),
});

/** A reporting page: only masks that run reports open it (the server scopes what they read). */
export const needsReports = (access: ReportAccess) => ({
  staticData: { reports: access },
  beforeLoad: ({ context }: { context: { mask: Mask; me: Me } }) => {
    if (!mayUseReports(access, context.mask, context.me.network !== null)) {
      throw redirect({ to: '/forbidden', replace: true });
    }
  },
});
