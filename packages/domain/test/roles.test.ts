import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_ROLES,
  APP_AREAS,
  hasUsableRoles,
  isMainRole,
  MAIN_ROLES,
  ROLE_LABELS,
  ROLES,
  RoleSchema,
} from '../src/roles';

describe('roles (part 1 §6)', () => {
  it('Roles: ADMIN, READ_ONLY_ADMIN, PUBLISHER, CONTENT_OWNER, SALES_REPRESENTATIVE, CAMPAIGN_MANAGER, REV_OPS, DESIGNER', () => {
    expect([...ROLES].sort()).toEqual(
      [
        'ADMIN',
        'READ_ONLY_ADMIN',
        'PUBLISHER',
        'CONTENT_OWNER',
        'SALES_REPRESENTATIVE',
        'CAMPAIGN_MANAGER',
        'REV_OPS',
        'DESIGNER',
      ].sort(),
    );
    expect(RoleSchema.safeParse('SUPER_USER').success).toBe(false);
  });

  it('Role display names: Admin, Read only Admin, Publisher, Content owner, Sales representative, Campaign manager, Rev Ops, Designer', () => {
    expect(ROLE_LABELS).toEqual({
      ADMIN: 'Admin',
      READ_ONLY_ADMIN: 'Read only Admin',
      PUBLISHER: 'Publisher',
      CONTENT_OWNER: 'Content owner',
      SALES_REPRESENTATIVE: 'Sales representative',
      CAMPAIGN_MANAGER: 'Campaign manager',
      REV_OPS: 'Rev Ops',
      DESIGNER: 'Designer',
    });
  });

  it('Main roles: ADMIN, SALES_REPRESENTATIVE, READ_ONLY_ADMIN, CAMPAIGN_MANAGER, REV_OPS, DESIGNER', () => {
    expect([...MAIN_ROLES].sort()).toEqual(
      ['ADMIN', 'SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN', 'CAMPAIGN_MANAGER', 'REV_OPS', 'DESIGNER'].sort(),
    );
    expect(MAIN_ROLES.every(isMainRole)).toBe(true);
  });

  it('Additional roles: PUBLISHER, CONTENT_OWNER', () => {
    expect(ADDITIONAL_ROLES).toEqual(['PUBLISHER', 'CONTENT_OWNER']);
    expect(isMainRole('PUBLISHER')).toBe(false);
    expect(isMainRole('CONTENT_OWNER')).toBe(false);
  });

  it("a user with neither gets the alert 'wrong user setup, please contact our support'", () => {
    expect(hasUsableRoles([])).toBe(false);
    expect(hasUsableRoles(['PUBLISHER'])).toBe(true);
    expect(hasUsableRoles(['DESIGNER'])).toBe(true);
  });

  it('App areas: admin, publisher, co, sr, cm, ro, ds, admin-readonly, each mapped to a role', () => {
    expect(APP_AREAS).toEqual({
      admin: 'ADMIN',
      publisher: 'PUBLISHER',
      co: 'CONTENT_OWNER',
      sr: 'SALES_REPRESENTATIVE',
      cm: 'CAMPAIGN_MANAGER',
      ro: 'REV_OPS',
      ds: 'DESIGNER',
      'admin-readonly': 'READ_ONLY_ADMIN',
    });
  });
});
