import type { Mask } from '@adcast/domain/masks';
import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { mayOpenPath } from '../../../shell/available-paths';
import { menuSections } from '../../../shell/use-menu';
import { aUser } from '../../../test/deal-builder';

const entries = (me: Me, mask: Mask, group: string) =>
  menuSections(me, mask)
    .available.filter((candidate) => candidate.key === group)
    .flatMap((candidate) => candidate.items.map((item) => item.label));

describe('the Alerts and Errors menu entries (issue 27)', () => {
  it('Alerts is in Demand for admins, read-only admins and network users', () => {
    expect(entries(aUser(), { role: 'ADMIN' }, 'demand')).toContain('Alerts');
    expect(entries(aUser({ roles: ['READ_ONLY_ADMIN'] }), { role: 'READ_ONLY_ADMIN' }, 'demand')).toContain(
      'Alerts',
    );
    expect(entries(aUser({ network: { id: 3, name: 'CTVBuyer' } }), { role: 'ADMIN' }, 'demand')).toContain(
      'Alerts',
    );
  });

  it('Errors is in Analytics for staff', () => {
    expect(entries(aUser(), { role: 'ADMIN' }, 'analytics')).toContain('Errors');
  });

  it('a read-only admin opens the rules but not the create screen; a designer neither', () => {
    expect(mayOpenPath('/demand/alerts', { role: 'READ_ONLY_ADMIN' }, false)).toBe(true);
    expect(mayOpenPath('/demand/alerts/create', { role: 'READ_ONLY_ADMIN' }, false)).toBe(false);
    expect(mayOpenPath('/demand/alerts', { role: 'DESIGNER' }, false)).toBe(false);
  });
});
