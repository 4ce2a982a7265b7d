import type { Mask } from '../masks';
import type { Role } from '../roles';

/** Roles that run reports (the Report Builder of the menus of part 2 §6), each inside its own scope. */
export const REPORT_ROLES: readonly Role[] = [
  'ADMIN',
  'READ_ONLY_ADMIN',
  'SALES_REPRESENTATIVE',
  'REV_OPS',
  'PUBLISHER',
];

/** Part 1 §6: the Main dashboard card is for ADMIN, SALES_REPRESENTATIVE and READ_ONLY_ADMIN. */
export const MAIN_DASHBOARD_ROLES: readonly Role[] = ['ADMIN', 'SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN'];

/** Importing facts changes every report: platform admins only (not network users). */
export const REPORT_IMPORT_ROLES: readonly Role[] = ['ADMIN'];

export type ReportAccess =
  | 'builder'
  | 'mainDashboard'
  | 'publisherDashboard'
  | 'contentOwnerDashboard'
  | 'import';

/** Whether a working mask may use a reporting area (the server's tenancy is applied on top). */
export function mayUseReports(access: ReportAccess, mask: Mask, hasNetwork: boolean): boolean {
  switch (access) {
    case 'builder':
      return REPORT_ROLES.includes(mask.role);
    case 'mainDashboard':
      return MAIN_DASHBOARD_ROLES.includes(mask.role);
    case 'publisherDashboard':
      return mask.role === 'PUBLISHER' || MAIN_DASHBOARD_ROLES.includes(mask.role);
    case 'contentOwnerDashboard':
      return mask.role === 'CONTENT_OWNER' || MAIN_DASHBOARD_ROLES.includes(mask.role);
    case 'import':
      return REPORT_IMPORT_ROLES.includes(mask.role) && !hasNetwork;
  }
}
