import type { Mask } from '@adcast/domain/masks';
import { permissionsOf } from '@adcast/domain/permissions';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { mayOpenPath } from '../../../shell/available-paths';
import { menuSections } from '../../../shell/use-menu';
import { aUser } from '../../../test/deal-builder';

/** The entries of the Demand group the user sees. */
const demandEntries = (me: Me, mask: Mask) =>
  menuSections(me, mask)
    .available.filter((group) => group.key === 'demand')
    .flatMap((group) => group.items.map((item) => item.label));

const network = { id: 3, name: 'CTVBuyer' };

describe('the Deals menu entry (part 2 §6)', () => {
  it('is in Demand for admins and read-only admins', () => {
    expect(demandEntries(aUser(), { role: 'ADMIN' })).toContain('Deals');
    expect(demandEntries(aUser({ roles: ['READ_ONLY_ADMIN'] }), { role: 'READ_ONLY_ADMIN' })).toContain(
      'Deals',
    );
  });

  it("is in a network user's Demand", () => {
    expect(demandEntries(aUser({ network }), { role: 'ADMIN' })).toEqual([
      'Partners',
      'Connections',
      'Deals',
      'Alerts',
    ]);
  });

  it('is offered to a sales representative only when also a campaign manager', () => {
    const salesRep = aUser({ roles: ['SALES_REPRESENTATIVE'] });
    expect(demandEntries(salesRep, { role: 'SALES_REPRESENTATIVE' })).toEqual([]);
    const alsoManager = aUser({ roles: ['SALES_REPRESENTATIVE', 'CAMPAIGN_MANAGER'] });
    expect(demandEntries(alsoManager, { role: 'SALES_REPRESENTATIVE' })).toEqual(['Deals']);
  });

  it('is never shown to a mask without PMP_READ, whose page would refuse it', () => {
    expect(permissionsOf('DESIGNER').has('PMP_READ')).toBe(false);
    expect(demandEntries(aUser({ roles: ['DESIGNER'], network }), { role: 'DESIGNER' })).not.toContain(
      'Deals',
    );
    expect(mayOpenPath('/demand/deals', { role: 'DESIGNER' }, true)).toBe(false);
    expect(mayOpenPath('/demand/deals/edit/$id', { role: 'PUBLISHER', publisherId: 4 }, false)).toBe(false);
    expect(mayOpenPath('/demand/deals/create', { role: 'READ_ONLY_ADMIN' }, false)).toBe(false);
  });
});
