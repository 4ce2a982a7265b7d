import { describe, expect, it } from 'vitest';
import { fieldChanges, neutraliseFormula } from '../src/changelog/changelog';
import {
  grantableRoles,
  keepsContentOwners,
  keepsPublishers,
  NETWORK_ROLE_CHOICES,
} from '../src/users/roles';

describe('user dialog role rules (part 2 §5, §6)', () => {
  it('"When the user dialog is opened for a network, the choices exclude content owner, read-only admin, campaign manager and revenue ops."', () => {
    expect(NETWORK_ROLE_CHOICES).toEqual(['ADMIN', 'PUBLISHER', 'SALES_REPRESENTATIVE', 'DESIGNER']);
  });

  it('"Publisher ids are kept only when roles include publisher or sales representative. Content owner ids are kept only with the content owner role."', () => {
    expect(keepsPublishers(['SALES_REPRESENTATIVE'])).toBe(true);
    expect(keepsPublishers(['DESIGNER', 'CONTENT_OWNER'])).toBe(false);
    expect(keepsContentOwners(['CONTENT_OWNER'])).toBe(true);
    expect(keepsContentOwners(['PUBLISHER'])).toBe(false);
  });

  it('an admin gives any role, a network admin none a network user cannot hold, anyone else only its own', () => {
    expect(grantableRoles({ roles: ['ADMIN'], network: null })).toHaveLength(8);
    expect(grantableRoles({ roles: ['ADMIN'], network: { id: 3 } })).toEqual(NETWORK_ROLE_CHOICES);
    expect(grantableRoles({ roles: ['SALES_REPRESENTATIVE'], network: null })).toEqual([
      'SALES_REPRESENTATIVE',
    ]);
  });
});

describe('changelog helpers', () => {
  it('lists the changed fields, leaving out version and timestamps', () => {
    expect(
      fieldChanges({ name: 'A', version: 1, notes: null }, { name: 'B', version: 2, notes: null }),
    ).toEqual([{ field: 'name', before: 'A', after: 'B' }]);
  });

  it('escapes cells starting with = + - @ for CSV', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', 'plain'].map(neutraliseFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      'plain',
    ]);
  });
});
