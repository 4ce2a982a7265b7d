import type { Mask } from '@adcast/domain/masks';
import { menuOutline } from '@adcast/domain/menus';
import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { isAvailablePath, mayOpenPath } from './available-paths';
import { menuSections } from './use-menu';

const admin: Me = {
  id: 1,
  email: 'admin@adcast.test',
  name: 'Admin',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};
const withRoles = (...roles: Role[]): Me => ({ ...admin, roles });
const networkUser = (role: Role): Me => ({ ...withRoles(role), network: { id: 3, name: 'CTVBuyer' } });

const sideMenu = (me: Me, mask: Mask) => {
  const sections = menuSections(me, mask);
  return {
    outline: menuOutline(sections.menu),
    refused: sections.menu.flatMap((group) => group.items.filter((item) => item.refused)).map((i) => i.label),
  };
};

const paths = (sections: ReturnType<typeof menuSections>) =>
  sections.available.flatMap((group) => group.items.map((item) => item.path));

// Part 2 §6 names each menu's entries; issue 10 adds Channels to Content and issue 27 Alerts to
// Demand and Errors to Analytics. Groups the spec names bare (the admin's Campaigns and A2V) hold
// the entries the network menu lists for them.
const ADMIN_MENU =
  'Dashboard; Inventory (Placements, Apps, Supply Marketplace, Forecast, Targeting, Ads.txt, Marketplace, ' +
  'Taxonomy, Marketplace Routing, Keyword Packages, Channel Bundles); Partners (Publishers, Network); ' +
  'Demand (Partners, Connections, Deals, Compliance, Discrepancies, Alerts); ' +
  'Campaigns (Advertisers, Campaigns, Line Items, Creatives); Squeezeback (Sources); ' +
  'Analytics (Report Builder, Performance, Scheduled Reports, Errors); A2V (Assets, Brands, Network template); ' +
  'Changelog; Content (O&O Apps, Collections, Channels, Videos, Content Owners); Users';
const NETWORK_MENU =
  'Dashboard; Inventory (Placements, Apps, Targeting, Ads.txt); Publishers; ' +
  'Demand (Partners, Connections, Deals, Alerts); Campaigns (Advertiser, Campaigns, Line Items, Creatives); ' +
  'Reporting; A2V (Assets, Brands, Network template); Changelog; Users';
const SALES_MENU =
  'Inventory (Supply Marketplace, Forecast); Campaigns (Advertisers, Campaigns, Line Items, Creatives); ' +
  'Report Builder; Changelog';
const SALES_MENU_OF_A_CAMPAIGN_MANAGER =
  'Inventory (Supply Marketplace, Forecast, Targeting); Demand (Deals); ' +
  'Campaigns (Advertisers, Campaigns, Line Items, Creatives); Report Builder; Changelog';

describe("each role's whole side menu (part 2 §6)", () => {
  it.each([
    ['Admin', admin, { role: 'ADMIN' }, ADMIN_MENU],
    // The 'Scheduled Reports' menu entry needs report-schedule-create, which the read-only admin lacks.
    [
      'Read-only admin',
      withRoles('READ_ONLY_ADMIN'),
      { role: 'READ_ONLY_ADMIN' },
      ADMIN_MENU.replace('Scheduled Reports, ', ''),
    ],
    ['Sales representative', withRoles('SALES_REPRESENTATIVE'), { role: 'SALES_REPRESENTATIVE' }, SALES_MENU],
    [
      'Sales representative who is also a campaign manager',
      withRoles('SALES_REPRESENTATIVE', 'CAMPAIGN_MANAGER'),
      { role: 'SALES_REPRESENTATIVE' },
      SALES_MENU_OF_A_CAMPAIGN_MANAGER,
    ],
    [
      'Revenue-ops',
      withRoles('REV_OPS'),
      { role: 'REV_OPS' },
      'Inventory (Supply Marketplace, Forecast, Keyword Packages); Analytics (Report Builder)',
    ],
    [
      'Designer (Campaigns with Creatives only)',
      withRoles('DESIGNER'),
      { role: 'DESIGNER' },
      'Campaigns (Creatives)',
    ],
    ['Network (admin)', networkUser('ADMIN'), { role: 'ADMIN' }, NETWORK_MENU],
    [
      'Network (sales representative)',
      networkUser('SALES_REPRESENTATIVE'),
      { role: 'SALES_REPRESENTATIVE' },
      NETWORK_MENU,
    ],
  ] as [string, Me, Mask, string][])('%s menu', (_role, me, mask, expected) => {
    expect(sideMenu(me, mask)).toEqual({ outline: expected, refused: [] });
  });

  it("Publisher-scoped menu: Dashboard; Inventory (Apps, Ads.txt); Publishers; Analytics (Report Builder, Performance); Changelog, its Publishers and Changelog shown as not open to a publisher's permissions", () => {
    const publisher = { ...withRoles('PUBLISHER'), publisherIds: [4] };
    const mask: Mask = { role: 'PUBLISHER', publisherId: 4 };
    expect(sideMenu(publisher, mask)).toEqual({
      outline:
        'Dashboard; Inventory (Apps, Ads.txt); Publishers; Analytics (Report Builder, Performance); Changelog',
      refused: ['Publishers', 'Changelog'],
    });
    expect(menuSections(publisher, mask).menu[0]?.items[0]?.path).toBe('/p/4');
  });

  it('a campaign manager works in the sales representative menu; Report Builder and Changelog are shown as not open to it', () => {
    expect(sideMenu(withRoles('CAMPAIGN_MANAGER'), { role: 'CAMPAIGN_MANAGER' })).toEqual({
      outline: SALES_MENU_OF_A_CAMPAIGN_MANAGER,
      refused: ['Report Builder', 'Changelog'],
    });
  });

  it('the spec names no content owner menu: the owner gets its own dashboard', () => {
    const owner = { ...withRoles('CONTENT_OWNER'), contentOwnerIds: [5] };
    const { menu } = menuSections(owner, { role: 'CONTENT_OWNER', contentOwnerId: 5 });
    expect(menuOutline(menu)).toBe('Dashboard');
    expect(menu[0]?.items[0]?.path).toBe('/co/5');
  });

  it('a refused entry is one whose page would refuse the mask, and only such an entry', () => {
    const roles: [Me, Mask][] = [
      [
        { ...withRoles('PUBLISHER'), publisherIds: [4] },
        { role: 'PUBLISHER', publisherId: 4 },
      ],
      [withRoles('CAMPAIGN_MANAGER'), { role: 'CAMPAIGN_MANAGER' }],
      [withRoles('SALES_REPRESENTATIVE'), { role: 'SALES_REPRESENTATIVE' }],
    ];
    for (const [me, mask] of roles) {
      const { menu, refused } = menuSections(me, mask);
      for (const item of menu.flatMap((group) => group.items)) {
        expect(mayOpenPath(item.path, mask, false), item.path).toBe(!item.refused);
      }
      expect(refused.map((item) => item.key)).toEqual(
        menu.flatMap((group) => group.items.filter((item) => item.refused).map((item) => item.key)),
      );
    }
  });
});

describe('menu sections', () => {
  it('shows only entries whose screens exist and lists the rest as not available yet', () => {
    const { available, upcoming } = menuSections(admin, { role: 'ADMIN' });
    const shownPaths = available.flatMap((group) => group.items.map((item) => item.path));
    expect(shownPaths.length).toBeGreaterThan(0);
    expect(shownPaths.every(isAvailablePath)).toBe(true);
    expect(shownPaths).toEqual(expect.arrayContaining(['/assets', '/brands', '/network-template']));
    expect(shownPaths).toContain('/users');
    expect(shownPaths).toContain('/apps');
    expect(upcoming.some((item) => isAvailablePath(item.path))).toBe(false);
  });

  it('offers a publisher to open (cards, palette) only what its pages let it: not Changelog or Publishers', () => {
    const publisher = { ...withRoles('PUBLISHER'), publisherIds: [4] };
    const shown = paths(menuSections(publisher, { role: 'PUBLISHER', publisherId: 4 }));
    expect(shown).toEqual(['/p/4', '/apps', '/ads-txt', '/reports', '/performance']);
  });

  it('offers a campaign manager, who runs no reports and reads no changelog, Forecast, Targeting, Deals, Advertisers, Campaigns, Line Items and Creatives', () => {
    expect(paths(menuSections(withRoles('CAMPAIGN_MANAGER'), { role: 'CAMPAIGN_MANAGER' }))).toEqual([
      '/supply-marketplace',
      '/forecast',
      '/targeting',
      '/demand/deals',
      '/campaigns/advertisers',
      '/orders',
      '/line-items',
      '/campaigns/creative-library',
    ]);
  });

  it('gives rev ops Report Builder, which it runs without a report permission', () => {
    expect(paths(menuSections(withRoles('REV_OPS'), { role: 'REV_OPS' }))).toEqual([
      '/supply-marketplace',
      '/forecast',
      '/keywords',
      '/reports',
    ]);
  });

  it('shows nothing without a mask', () => {
    expect(menuSections(admin, null)).toEqual({ menu: [], available: [], upcoming: [], refused: [] });
  });
});
