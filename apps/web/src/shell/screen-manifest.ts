import { RECORD_CONTRACTS } from '@adcast/domain/contracts/registry';
import type { Permission } from '@adcast/domain/permissions';
import type { ReportAccess } from '@adcast/domain/reports/access';

/** What a screen's route asks before it opens: a permission, or a reporting access. */
export interface ScreenGuard {
  permission?: Permission;
  reports?: ReportAccess;
}

/**
 * The menu and section screens the features serve, with their routes' guards, besides the record
 * areas' (which come from the registry). routing/screen-manifest.test.ts checks it against the route
 * tree, so the shell reads what the router would answer without importing the routes.
 */
const FEATURE_SCREENS: Readonly<Record<string, ScreenGuard>> = {
  '/dashboard': {},
  '/demand': {},
  '/networks': { permission: 'NETWORKS_READ' },
  '/users': {},
  '/changelog': { permission: 'CHANGELOG_READ' },
  '/reports': { reports: 'builder' },
  '/performance': { reports: 'builder' },
  '/errors': { reports: 'builder' },
  '/scheduled-reports': { permission: 'REPORT_SCHEDULE_CREATE' },
  '/channels': { permission: 'COLLECTIONS_READ' },
  '/videos': {},
  '/ads-txt': { permission: 'ADS_TXT_READ' },
  '/marketplace': { permission: 'MARKETPLACE_READ' },
  '/marketplace-routing': { permission: 'MARKETPLACE_ROUTING_READ' },
  '/demand/discrepancies': { permission: 'DEMAND_PARTNERS_READ' },
  '/demand/compliance': { permission: 'COMPLIANCE_READ' },
  '/forecast': { permission: 'FORECAST_READ' },
  '/assets': { permission: 'ASSETS_READ' },
  '/network-template': { permission: 'BRANDS_READ' },
};

/** A record area's list and record screens need its read permission, its create screen its create permission (routing/record-area-routes.ts). */
const RECORD_SCREENS: Readonly<Record<string, ScreenGuard>> = Object.fromEntries(
  RECORD_CONTRACTS.flatMap((contract) => {
    const read: ScreenGuard = { permission: contract.permissions.read };
    const { list, create, record } = contract.screens;
    return [
      [list, read],
      [record, read],
      ...(create ? [[create, { permission: contract.permissions.create }]] : []),
    ];
  }),
);

/** Every built screen the shell links to, by its route path. */
export const BUILT_SCREENS: Readonly<Record<string, ScreenGuard>> = { ...FEATURE_SCREENS, ...RECORD_SCREENS };
