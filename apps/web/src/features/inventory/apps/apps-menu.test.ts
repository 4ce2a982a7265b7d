import type { Mask } from '@adcast/domain/masks';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { mayOpenPath } from '../../../shell/available-paths';
import { menuSections } from '../../../shell/use-menu';
import { aUser } from '../../../test/deal-builder';

/** The entries of the Inventory group the user sees. */
const inventoryEntries = (me: Me, mask: Mask) =>
  menuSections(me, mask)
    .available.filter((group) => group.key === 'inventory')
    .flatMap((group) => group.items.map((item) => item.label));

describe('the Apps menu entry (part 2 §6 "Inventory (Placements, Apps, Targeting, Ads.txt)")', () => {
  it('is in Inventory for admins, read-only admins and network users', () => {
    expect(inventoryEntries(aUser(), { role: 'ADMIN' })).toContain('Apps');
    const readOnly = aUser({ roles: ['READ_ONLY_ADMIN'] });
    expect(inventoryEntries(readOnly, { role: 'READ_ONLY_ADMIN' })).toContain('Apps');
    expect(inventoryEntries(aUser({ network: { id: 3, name: 'CTVBuyer' } }), { role: 'ADMIN' })).toContain(
      'Apps',
    );
  });

  it("is in a publisher's Inventory (Apps, Ads.txt), which opens its apps and domains but not the exchange", () => {
    const publisher = aUser({ roles: ['PUBLISHER'], publisherIds: [4] });
    const mask = { role: 'PUBLISHER' as const, publisherId: 4 };
    expect(inventoryEntries(publisher, mask)).toContain('Apps');
    expect(mayOpenPath('/apps/create', mask, false)).toBe(true);
    expect(mayOpenPath('/apps/domains', mask, false)).toBe(true);
  });

  it('a read-only admin may open the list but not the create page; a sales representative has no Apps entry', () => {
    expect(mayOpenPath('/apps', { role: 'READ_ONLY_ADMIN' }, false)).toBe(true);
    expect(mayOpenPath('/apps/create', { role: 'READ_ONLY_ADMIN' }, false)).toBe(false);
    const sales = aUser({ roles: ['SALES_REPRESENTATIVE'] });
    expect(inventoryEntries(sales, { role: 'SALES_REPRESENTATIVE' })).not.toContain('Apps');
  });
});
