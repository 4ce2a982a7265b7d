import type { Mask } from '@adcast/domain/masks';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { mayOpenPath } from '../../shell/available-paths';
import { menuSections } from '../../shell/use-menu';
import { aUser } from '../../test/deal-builder';

/** The entries of a menu group the user sees. */
const entries = (me: Me, mask: Mask, groupKey: string) =>
  menuSections(me, mask)
    .available.filter((group) => group.key === groupKey)
    .flatMap((group) => group.items.map((item) => item.label));

describe('the Taxonomy, Keyword Packages, Channel Bundles and Sources menu entries (part 2 §6)', () => {
  it('are in Inventory and Squeezeback for admins and read-only admins', () => {
    for (const role of ['ADMIN', 'READ_ONLY_ADMIN'] as const) {
      const me = aUser({ roles: [role] });
      expect(entries(me, { role }, 'inventory')).toEqual(
        expect.arrayContaining(['Taxonomy', 'Keyword Packages', 'Channel Bundles']),
      );
      expect(entries(me, { role }, 'squeezeback')).toEqual(['Sources']);
    }
  });

  it('give revenue ops Keyword Packages only', () => {
    const revOps = entries(aUser({ roles: ['REV_OPS'] }), { role: 'REV_OPS' }, 'inventory');
    expect(revOps).toContain('Keyword Packages');
    expect(revOps).not.toContain('Taxonomy');
    expect(revOps).not.toContain('Channel Bundles');
  });

  it('let a read-only admin open the lists but not the create pages', () => {
    const readOnly = { role: 'READ_ONLY_ADMIN' } as const;
    for (const list of ['/taxonomy', '/keywords', '/channel-bundles', '/sources'])
      expect(mayOpenPath(list, readOnly, false)).toBe(true);
    for (const create of [
      '/taxonomy/create',
      '/keywords/create',
      '/channel-bundles/create',
      '/sources/create',
    ])
      expect(mayOpenPath(create, readOnly, false)).toBe(false);
    expect(mayOpenPath('/keywords/create', { role: 'REV_OPS' }, false)).toBe(true);
  });
});
