import { homePath } from './access';
import type { Mask } from './masks';
import { type Permission, permissionsOf } from './permissions';
import type { Role } from './roles';

export type MenuItem = { key: string; label: string; path: string; permission?: Permission };
/** A group holding one item of its own label is shown as a plain link. */
export type MenuGroup = { key: string; label: string; items: MenuItem[] };

/** Every screen a menu links to, with its route path. */
export const MENU_ITEMS = {
  dashboard: { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  placements: { key: 'placements', label: 'Placements', path: '/placements' },
  apps: { key: 'apps', label: 'Apps', path: '/apps' },
  targeting: { key: 'targeting', label: 'Targeting', path: '/targeting' },
  adsTxt: { key: 'adsTxt', label: 'Ads.txt', path: '/ads-txt' },
  supplyMarketplace: { key: 'supplyMarketplace', label: 'Supply Marketplace', path: '/supply-marketplace' },
  forecast: { key: 'forecast', label: 'Forecast', path: '/forecast' },
  // Part 1 §2 shows the network items only with a network permission.
  marketplace: {
    key: 'marketplace',
    label: 'Marketplace',
    path: '/marketplace',
    permission: 'NETWORKS_READ',
  },
  taxonomy: { key: 'taxonomy', label: 'Taxonomy', path: '/taxonomy', permission: 'NETWORKS_READ' },
  marketplaceRouting: {
    key: 'marketplaceRouting',
    label: 'Marketplace Routing',
    path: '/marketplace-routing',
    permission: 'NETWORKS_READ',
  },
  keywords: { key: 'keywords', label: 'Keyword Packages', path: '/keywords' },
  channelBundles: {
    key: 'channelBundles',
    label: 'Channel Bundles',
    path: '/channel-bundles',
    permission: 'NETWORKS_READ',
  },
  publishers: { key: 'publishers', label: 'Publishers', path: '/publishers' },
  networks: { key: 'networks', label: 'Network', path: '/networks', permission: 'NETWORKS_READ' },
  partners: { key: 'partners', label: 'Partners', path: '/demand/list' },
  connections: { key: 'connections', label: 'Connections', path: '/connections' },
  // Deals and advertisers sit under /demand and /campaigns so that the network menu stays inside
  // the prefixes network users may open (part 1 §2).
  deals: { key: 'deals', label: 'Deals', path: '/demand/deals' },
  compliance: {
    key: 'compliance',
    label: 'Compliance',
    path: '/demand/compliance',
    permission: 'NETWORKS_READ',
  },
  discrepancies: {
    key: 'discrepancies',
    label: 'Discrepancies',
    path: '/demand/discrepancies',
    permission: 'NETWORKS_READ',
  },
  alerts: { key: 'alerts', label: 'Alerts', path: '/demand/alerts', permission: 'ALERTS_READ' },
  errors: { key: 'errors', label: 'Errors', path: '/errors' },
  advertisers: { key: 'advertisers', label: 'Advertisers', path: '/campaigns/advertisers' },
  campaigns: { key: 'campaigns', label: 'Campaigns', path: '/orders' },
  lineItems: { key: 'lineItems', label: 'Line Items', path: '/line-items' },
  creatives: { key: 'creatives', label: 'Creatives', path: '/campaigns/creative-library' },
  reportBuilder: { key: 'reportBuilder', label: 'Report Builder', path: '/reports' },
  performance: { key: 'performance', label: 'Performance', path: '/performance' },
  scheduledReports: {
    key: 'scheduledReports',
    label: 'Scheduled Reports',
    path: '/scheduled-reports',
    permission: 'REPORT_SCHEDULE_CREATE',
  },
  sources: { key: 'sources', label: 'Sources', path: '/sources' },
  assets: { key: 'assets', label: 'Assets', path: '/assets' },
  brands: { key: 'brands', label: 'Brands', path: '/brands' },
  networkTemplate: { key: 'networkTemplate', label: 'Network template', path: '/network-template' },
  changelog: { key: 'changelog', label: 'Changelog', path: '/changelog' },
  ownedOperatedApps: { key: 'ownedOperatedApps', label: 'O&O Apps', path: '/owned-operated-apps' },
  collections: { key: 'collections', label: 'Collections', path: '/collections' },
  channels: { key: 'channels', label: 'Channels', path: '/channels' },
  videos: { key: 'videos', label: 'Videos', path: '/videos' },
  contentOwners: { key: 'contentOwners', label: 'Content Owners', path: '/content-owner' },
  users: { key: 'users', label: 'Users', path: '/users' },
} as const satisfies Record<string, MenuItem>;

type ItemKey = keyof typeof MENU_ITEMS;

export const MENU_PATHS: readonly string[] = [...new Set(Object.values(MENU_ITEMS).map((item) => item.path))];

const item = (key: ItemKey, label?: string): MenuItem => {
  const base: MenuItem = { ...MENU_ITEMS[key] };
  return label === undefined ? base : { ...base, label };
};
const group = (key: string, label: string, items: MenuItem[]): MenuGroup => ({ key, label, items });
const link = (key: ItemKey, label?: string): MenuGroup => {
  const only = item(key, label);
  return group(key, only.label, [only]);
};

const campaignsGroup = (advertiserLabel: string) =>
  group('campaigns', 'Campaigns', [
    item('advertisers', advertiserLabel),
    item('campaigns'),
    item('lineItems'),
    item('creatives'),
  ]);
const a2vGroup = () => group('a2v', 'A2V', [item('assets'), item('brands'), item('networkTemplate')]);

export type MenuKind =
  | 'network'
  | 'publisher'
  | 'contentOwner'
  | 'salesRepresentative'
  | 'revOps'
  | 'designer'
  | 'admin';

export type MenuUser = {
  mask: Mask | null;
  roles: readonly Role[];
  network: { id: number } | null;
};

/** Part 2 §6: a user with a network sees the network menu; otherwise the mask's role chooses. */
export function menuKindFor({ mask, network }: MenuUser): MenuKind | null {
  if (!mask) return null;
  if (network) return 'network';
  switch (mask.role) {
    case 'PUBLISHER':
      return 'publisher';
    case 'CONTENT_OWNER':
      return 'contentOwner';
    // A campaign manager works in the sales representative menu, which names its conditions.
    case 'SALES_REPRESENTATIVE':
    case 'CAMPAIGN_MANAGER':
      return 'salesRepresentative';
    case 'REV_OPS':
      return 'revOps';
    case 'DESIGNER':
      return 'designer';
    case 'ADMIN':
    case 'READ_ONLY_ADMIN':
      return 'admin';
  }
}

function groupsOf(kind: MenuKind, { mask, roles }: MenuUser): MenuGroup[] {
  const isCampaignManager = roles.includes('CAMPAIGN_MANAGER');
  switch (kind) {
    case 'network':
      return [
        link('dashboard'),
        group('inventory', 'Inventory', [
          item('placements'),
          item('apps'),
          item('targeting'),
          item('adsTxt'),
        ]),
        link('publishers'),
        group('demand', 'Demand', [item('partners'), item('connections'), item('deals'), item('alerts')]),
        campaignsGroup('Advertiser'),
        link('reportBuilder', 'Reporting'),
        a2vGroup(),
        link('changelog'),
        link('users'),
      ];
    case 'publisher':
      return [
        { ...link('dashboard'), items: [{ ...item('dashboard'), path: homePath(mask) }] },
        group('inventory', 'Inventory', [item('apps'), item('adsTxt')]),
        link('publishers'),
        group('analytics', 'Analytics', [item('reportBuilder'), item('performance')]),
        link('changelog'),
      ];
    // The spec names no content owner menu: the owner's home is its dashboard.
    case 'contentOwner':
      return [{ ...link('dashboard'), items: [{ ...item('dashboard'), path: homePath(mask) }] }];
    case 'salesRepresentative':
      return [
        group('inventory', 'Inventory', [
          item('supplyMarketplace'),
          item('forecast'),
          ...(isCampaignManager ? [item('targeting')] : []),
        ]),
        ...(isCampaignManager ? [group('demand', 'Demand', [item('deals')])] : []),
        campaignsGroup('Advertisers'),
        link('reportBuilder'),
        link('changelog'),
      ];
    case 'revOps':
      return [
        group('inventory', 'Inventory', [item('supplyMarketplace'), item('forecast'), item('keywords')]),
        group('analytics', 'Analytics', [item('reportBuilder')]),
      ];
    case 'designer':
      return [group('campaigns', 'Campaigns', [item('creatives')])];
    case 'admin':
      return [
        link('dashboard'),
        group('inventory', 'Inventory', [
          item('placements'),
          item('apps'),
          item('supplyMarketplace'),
          item('forecast'),
          item('targeting'),
          item('adsTxt'),
          item('marketplace'),
          item('taxonomy'),
          item('marketplaceRouting'),
          item('keywords'),
          item('channelBundles'),
        ]),
        group('partners', 'Partners', [item('publishers'), item('networks')]),
        group('demand', 'Demand', [
          item('partners'),
          item('connections'),
          item('deals'),
          item('compliance'),
          item('discrepancies'),
          item('alerts'),
        ]),
        campaignsGroup('Advertisers'),
        group('squeezeback', 'Squeezeback', [item('sources')]),
        group('analytics', 'Analytics', [
          item('reportBuilder'),
          item('performance'),
          item('scheduledReports'),
          item('errors'),
        ]),
        a2vGroup(),
        link('changelog'),
        group('content', 'Content', [
          item('ownedOperatedApps'),
          item('collections'),
          item('channels'),
          item('videos'),
          item('contentOwners'),
        ]),
        link('users'),
      ];
  }
}

/** The side menu of a user: no menu without a mask; entries whose permission the mask lacks are dropped. */
export function menuFor(user: MenuUser): MenuGroup[] {
  const kind = menuKindFor(user);
  if (!kind || !user.mask) return [];
  const granted = permissionsOf(user.mask.role);
  return groupsOf(kind, user)
    .map((menuGroup) => ({
      ...menuGroup,
      items: menuGroup.items.filter(
        (entry) => entry.permission === undefined || granted.has(entry.permission),
      ),
    }))
    .filter((menuGroup) => menuGroup.items.length > 0);
}

/** A menu as part 2 §6 writes one: 'Group (Item, Item)', or 'Item' for a plain link, joined by '; '. */
export const menuOutline = (groups: readonly MenuGroup[]): string =>
  groups
    .map((menuGroup) =>
      menuGroup.items.length === 1 && menuGroup.items[0]?.label === menuGroup.label
        ? menuGroup.label
        : `${menuGroup.label} (${menuGroup.items.map((entry) => entry.label).join(', ')})`,
    )
    .join('; ');
