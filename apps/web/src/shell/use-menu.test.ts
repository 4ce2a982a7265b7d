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
    expect(upcoming.map((item) => item.label)).toContain('Apps');
    expect(shownPaths).toContain('/users');
    expect(upcoming.some((item) => isAvailablePath(item.path))).toBe(false);
  });

  it("keeps the publisher's own home in its menu", () => {
    const publisher = { ...admin, roles: ['PUBLISHER' as const], publisherIds: [4] };
    const { available } = menuSections(publisher, { role: 'PUBLISHER', publisherId: 4 });
    expect(available.flatMap((group) => group.items.map((item) => item.path))).toContain('/p/4');
  });

  it('shows nothing without a mask', () => {
    expect(menuSections(admin, null)).toEqual({ available: [], upcoming: [] });
  });
});
