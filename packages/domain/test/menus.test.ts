import { describe, expect, it } from 'vitest';
import { networkUserMayOpen } from '../src/access';
import { MENU_PATHS, type MenuUser, menuFor, menuKindFor, menuOutline } from '../src/menus';
import type { Role } from '../src/roles';

const staff = (role: Role, roles: Role[] = [role]): MenuUser => ({ mask: { role }, roles, network: null });

describe('the side menu is chosen by role (part 2 §6)', () => {
  it('a user with a network sees the network menu', () => {
    const user: MenuUser = { mask: { role: 'ADMIN' }, roles: ['ADMIN'], network: { id: 3 } };
    expect(menuKindFor(user)).toBe('network');
    expect(menuOutline(menuFor(user))).toBe(
      'Dashboard; Inventory (Placements, Apps, Targeting, Ads.txt); Publishers; ' +
        'Demand (Partners, Connections, Deals, Alerts); Campaigns (Advertiser, Campaigns, Line Items, Creatives); ' +
        'Reporting; A2V (Assets, Brands, Network template); Changelog; Users',
    );
  });

  it('every entry of the network menu opens a path network users may open', () => {
    const user: MenuUser = { mask: { role: 'ADMIN' }, roles: ['ADMIN'], network: { id: 3 } };
    for (const group of menuFor(user)) {
      for (const item of group.items) expect(networkUserMayOpen(item.path), item.path).toBe(true);
    }
  });

  it('Publisher-scoped menu: Dashboard; Inventory (Apps, Ads.txt); Publishers; Analytics (Report Builder, Performance); Changelog.', () => {
    const user: MenuUser = {
      mask: { role: 'PUBLISHER', publisherId: 12 },
      roles: ['PUBLISHER'],
      network: null,
    };
    const menu = menuFor(user);
    expect(menuOutline(menu)).toBe(
      'Dashboard; Inventory (Apps, Ads.txt); Publishers; Analytics (Report Builder, Performance); Changelog',
    );
    expect(menu[0]?.items[0]?.path).toBe('/p/12');
  });

  it('Sales representative menu: Inventory (Supply Marketplace, Forecast); Campaigns (Advertisers, Campaigns, Line Items, Creatives); Report Builder; Changelog.', () => {
    expect(menuOutline(menuFor(staff('SALES_REPRESENTATIVE')))).toBe(
      'Inventory (Supply Marketplace, Forecast); Campaigns (Advertisers, Campaigns, Line Items, Creatives); ' +
        'Report Builder; Changelog',
    );
  });

  it('Targeting if the user is also a campaign manager; Demand (Deals, campaign managers only)', () => {
    const user = staff('SALES_REPRESENTATIVE', ['SALES_REPRESENTATIVE', 'CAMPAIGN_MANAGER']);
    expect(menuOutline(menuFor(user))).toBe(
      'Inventory (Supply Marketplace, Forecast, Targeting); Demand (Deals); ' +
        'Campaigns (Advertisers, Campaigns, Line Items, Creatives); Report Builder; Changelog',
    );
  });

  it('a campaign manager works in the sales representative menu with its campaign-manager entries', () => {
    const user = staff('CAMPAIGN_MANAGER');
    expect(menuKindFor(user)).toBe('salesRepresentative');
    expect(menuOutline(menuFor(user))).toContain(
      'Inventory (Supply Marketplace, Forecast, Targeting); Demand (Deals)',
    );
  });

  it('Revenue-ops menu: Inventory (Supply Marketplace, Forecast, Keyword Packages); Analytics (Report Builder).', () => {
    expect(menuOutline(menuFor(staff('REV_OPS')))).toBe(
      'Inventory (Supply Marketplace, Forecast, Keyword Packages); Analytics (Report Builder)',
    );
  });

  it('Designer menu: Campaigns with Creatives only.', () => {
    const menu = menuFor(staff('DESIGNER'));
    expect(menuOutline(menu)).toBe('Campaigns (Creatives)');
    expect(menu[0]?.items[0]?.path).toBe('/campaigns/creative-library');
  });

  it('Admin menu: Dashboard; Inventory (...); Partners (Publishers, Network); Demand (...); Campaigns; Squeezeback (Sources); Analytics (Report Builder, Performance, Scheduled Reports); A2V; Changelog; Content (O&O Apps, Collections, Videos, Content Owners); Users; issue 10 adds Channels after Collections, issue 27 Alerts under Demand and Errors under Analytics.', () => {
    expect(menuOutline(menuFor(staff('ADMIN')))).toBe(
      'Dashboard; Inventory (Placements, Apps, Supply Marketplace, Forecast, Targeting, Ads.txt, Marketplace, ' +
        'Taxonomy, Marketplace Routing, Keyword Packages, Channel Bundles); Partners (Publishers, Network); ' +
        'Demand (Partners, Connections, Deals, Compliance, Discrepancies, Alerts); ' +
        'Campaigns (Advertisers, Campaigns, Line Items, Creatives); Squeezeback (Sources); ' +
        'Analytics (Report Builder, Performance, Scheduled Reports, Errors); A2V (Assets, Brands, Network template); ' +
        'Changelog; Content (O&O Apps, Collections, Channels, Videos, Content Owners); Users',
    );
  });

  it("The 'Scheduled Reports' menu entry needs report-schedule-create (the read-only admin has none)", () => {
    const readOnly = menuFor(staff('READ_ONLY_ADMIN'));
    const analytics = readOnly.find((group) => group.key === 'analytics');
    expect(analytics?.items.map((item) => item.label)).toEqual(['Report Builder', 'Performance', 'Errors']);
    expect(menuOutline(readOnly)).toContain('Partners (Publishers, Network)');
  });

  it('network items (Marketplace, Taxonomy, Marketplace Routing, Channel bundles, Networks, Compliance, Discrepancies) only with a network permission', () => {
    const admin = menuFor(staff('ADMIN')).flatMap((group) => group.items);
    const gated = admin.filter((item) => item.permission === 'NETWORKS_READ').map((item) => item.label);
    expect(gated).toEqual([
      'Marketplace',
      'Taxonomy',
      'Marketplace Routing',
      'Channel Bundles',
      'Network',
      'Compliance',
      'Discrepancies',
    ]);
  });

  it('a content owner sees its own dashboard; no mask means no menu', () => {
    const owner: MenuUser = {
      mask: { role: 'CONTENT_OWNER', contentOwnerId: 7 },
      roles: ['CONTENT_OWNER'],
      network: null,
    };
    expect(menuFor(owner).flatMap((group) => group.items.map((item) => item.path))).toEqual(['/co/7']);
    expect(menuFor({ mask: null, roles: ['ADMIN'], network: null })).toEqual([]);
  });

  it('menus of one user are independent copies', () => {
    const first = menuFor(staff('ADMIN'));
    first[0]!.items[0]!.path = '/changed';
    expect(menuFor(staff('ADMIN'))[0]?.items[0]?.path).toBe('/dashboard');
  });
});

describe('menu paths', () => {
  // The children of the protected shell in part 1 §2.
  const ROUTES = [
    'dashboard',
    'users',
    'publishers',
    'networks',
    'channels',
    'owned-operated-apps',
    'collections',
    'videos',
    'placements',
    'targeting',
    'reports',
    'custom-reports',
    'scheduled-reports',
    'errors',
    'content-owner',
    'demand',
    'connections',
    'changelog',
    'ads-txt',
    'campaigns',
    'line-items',
    'orders',
    'apps',
    'marketplace',
    'performance',
    'assets',
    'brands',
    'network-template',
    'sources',
    'supply-marketplace',
    'marketplace-routing',
    'forecast',
    'advertiser',
    'deals',
    'taxonomy',
    'keywords',
    'channel-bundles',
  ];

  it('every menu path lies under a route of the protected shell', () => {
    for (const path of MENU_PATHS) expect(ROUTES, path).toContain(path.split('/')[1]);
  });

  it('are unique and absolute', () => {
    expect(new Set(MENU_PATHS).size).toBe(MENU_PATHS.length);
    for (const path of MENU_PATHS) expect(path).toMatch(/^\/[a-z]/);
  });

  it('name the screens of the spec', () => {
    expect(MENU_PATHS).toEqual(
      expect.arrayContaining([
        '/placements',
        '/apps',
        '/ads-txt',
        '/demand/list',
        '/connections',
        '/demand/deals',
        '/demand/compliance',
        '/demand/discrepancies',
        '/publishers',
        '/networks',
        '/users',
        '/changelog',
        '/reports',
        '/scheduled-reports',
        '/videos',
        '/collections',
        '/content-owner',
        '/owned-operated-apps',
        '/sources',
        '/orders',
        '/campaigns/advertisers',
        '/campaigns/creative-library',
      ]),
    );
  });
});
