import type { Mask } from '@adcast/domain/masks';
import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { mayOpenPath } from '../../shell/available-paths';
import { menuSections } from '../../shell/use-menu';
import { aUser } from '../../test/deal-builder';

/** The entries of the Inventory group the user sees. */
const inventory = (me: Me, mask: Mask) =>
  menuSections(me, mask)
    .available.filter((group) => group.key === 'inventory')
    .flatMap((group) => group.items.map((item) => item.label));

const as = (role: Role, roles: Role[] = [role]) => inventory(aUser({ roles }), { role });

describe('the marketplace menu entries (part 2 §6)', () => {
  it('give sales representatives, campaign managers and rev ops the Supply Marketplace', () => {
    expect(as('SALES_REPRESENTATIVE')).toEqual(['Supply Marketplace', 'Forecast']);
    expect(as('CAMPAIGN_MANAGER')).toEqual(['Supply Marketplace', 'Forecast', 'Targeting']);
    expect(as('REV_OPS')).toEqual(['Supply Marketplace', 'Forecast', 'Keyword Packages']);
    expect(as('REV_OPS')).not.toContain('Marketplace Routing');
  });

  it('give admins and read-only admins the Marketplace and Marketplace Routing too', () => {
    for (const role of ['ADMIN', 'READ_ONLY_ADMIN'] as const) {
      const entries = as(role);
      expect(entries).toContain('Supply Marketplace');
      expect(entries).toContain('Marketplace');
      expect(entries).toContain('Marketplace Routing');
    }
  });

  it('let no one open a screen the server would refuse them', () => {
    expect(mayOpenPath('/supply-marketplace', { role: 'DESIGNER' }, false)).toBe(false);
    expect(mayOpenPath('/supply-marketplace/create', { role: 'READ_ONLY_ADMIN' }, false)).toBe(false);
    expect(mayOpenPath('/supply-marketplace/create', { role: 'REV_OPS' }, false)).toBe(true);
    expect(mayOpenPath('/marketplace-routing', { role: 'REV_OPS' }, false)).toBe(false);
    expect(mayOpenPath('/marketplace', { role: 'SALES_REPRESENTATIVE' }, false)).toBe(true);
  });
});
