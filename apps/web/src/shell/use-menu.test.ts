import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { isAvailablePath } from './available-paths';
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

  it("gives a network's user the A2V group (Assets, Brands, Network template) of the network menu", () => {
    const networkAdmin = { ...admin, network: { id: 7, name: 'Seven' } };
    const { available } = menuSections(networkAdmin, { role: 'ADMIN' });
    const a2v = available.find((group) => group.label === 'A2V');
    expect(a2v?.items.map((item) => item.label)).toEqual(['Assets', 'Brands', 'Network template']);
  });

  it("keeps the publisher's own home in its menu", () => {
    const publisher = { ...admin, roles: ['PUBLISHER' as const], publisherIds: [4] };
    const { available } = menuSections(publisher, { role: 'PUBLISHER', publisherId: 4 });
    expect(available.flatMap((group) => group.items.map((item) => item.path))).toContain('/p/4');
  });

  const paths = (sections: ReturnType<typeof menuSections>) =>
    sections.available.flatMap((group) => group.items.map((item) => item.path));

  it("leaves out entries whose page would refuse the mask: a publisher's Changelog and Publishers", () => {
    const publisher = { ...admin, roles: ['PUBLISHER' as const], publisherIds: [4] };
    const shown = paths(menuSections(publisher, { role: 'PUBLISHER', publisherId: 4 }));
    expect(shown).toContain('/reports');
    expect(shown).not.toContain('/changelog');
    expect(shown).not.toContain('/publishers');
  });

  it('gives a designer Campaigns with Creatives only (part 2 §6)', () => {
    const designer = { ...admin, roles: ['DESIGNER' as const] };
    expect(paths(menuSections(designer, { role: 'DESIGNER' }))).toEqual(['/campaigns/creative-library']);
  });

  it('gives a campaign manager, who runs no reports and reads no changelog, Forecast, Targeting, Deals, Advertisers, Campaigns, Line Items and Creatives', () => {
    const manager = { ...admin, roles: ['CAMPAIGN_MANAGER' as const] };
    expect(paths(menuSections(manager, { role: 'CAMPAIGN_MANAGER' }))).toEqual([
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

  it('gives sales representatives, read-only admins and network users Advertisers, Campaigns and Line Items (part 2 §6)', () => {
    const networkUser = { ...admin, network: { id: 3, name: 'CTVBuyer' } };
    const cases: [Me, Role][] = [
      [{ ...admin, roles: ['SALES_REPRESENTATIVE'] }, 'SALES_REPRESENTATIVE'],
      [{ ...admin, roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN'],
      [networkUser, 'ADMIN'],
    ];
    for (const [user, role] of cases) {
      const shown = paths(menuSections(user, { role }));
      expect(shown).toContain('/campaigns/advertisers');
      expect(shown).toContain('/orders');
      expect(shown).toContain('/line-items');
    }
  });

  it('gives rev ops Supply Marketplace, Forecast, Keyword Packages and Report Builder, which it runs without a report permission', () => {
    const revOps = { ...admin, roles: ['REV_OPS' as const] };
    expect(paths(menuSections(revOps, { role: 'REV_OPS' }))).toEqual([
      '/supply-marketplace',
      '/forecast',
      '/keywords',
      '/reports',
    ]);
  });

  it('shows nothing without a mask', () => {
    expect(menuSections(admin, null)).toEqual({ available: [], upcoming: [] });
  });
});
