import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultMask,
  formatMaskHeader,
  isMaskSet,
  keepStoredMask,
  MASK_HEADER,
  type Mask,
  parseMaskHeader,
  userHoldsMask,
} from '../src/masks';
import { ROLES, type Role } from '../src/roles';

const user = (roles: Role[], publisherIds: number[] = [], contentOwnerIds: number[] = []) => ({
  roles,
  publisherIds,
  contentOwnerIds,
});

describe('isMaskSet (part 1 §4)', () => {
  it('A mask counts as set for ADMIN, SALES_REPRESENTATIVE, READ_ONLY_ADMIN, REV_OPS, DESIGNER, CONTENT_OWNER', () => {
    for (const role of ['ADMIN', 'SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN', 'REV_OPS', 'DESIGNER'] as const) {
      expect(isMaskSet({ role })).toBe(true);
    }
    expect(isMaskSet({ role: 'CONTENT_OWNER', contentOwnerId: 7 })).toBe(true);
  });

  it('a mask counts as set for PUBLISHER only with a publisherId', () => {
    expect(isMaskSet({ role: 'PUBLISHER' })).toBe(false);
    expect(isMaskSet({ role: 'PUBLISHER', publisherId: 12 })).toBe(true);
  });

  it('CAMPAIGN_MANAGER is never treated as masked', () => {
    expect(isMaskSet({ role: 'CAMPAIGN_MANAGER' })).toBe(false);
  });

  it('no mask is not set', () => {
    expect(isMaskSet(null)).toBe(false);
    expect(isMaskSet(undefined)).toBe(false);
  });
});

describe('defaultMask (part 1 §4: set automatically only when the user has exactly one role)', () => {
  it('PUBLISHER with exactly one publisher id', () => {
    expect(defaultMask(user(['PUBLISHER'], [5]))).toEqual({ role: 'PUBLISHER', publisherId: 5 });
    expect(defaultMask(user(['PUBLISHER'], [5, 6]))).toBeNull();
    expect(defaultMask(user(['PUBLISHER'], []))).toBeNull();
  });

  it('CONTENT_OWNER with exactly one content owner id', () => {
    expect(defaultMask(user(['CONTENT_OWNER'], [], [7]))).toEqual({
      role: 'CONTENT_OWNER',
      contentOwnerId: 7,
    });
    expect(defaultMask(user(['CONTENT_OWNER'], [], [7, 8]))).toBeNull();
    expect(defaultMask(user(['CONTENT_OWNER'], [], []))).toBeNull();
  });

  it('ADMIN, SALES_REPRESENTATIVE or READ_ONLY_ADMIN with no id', () => {
    expect(defaultMask(user(['ADMIN']))).toEqual({ role: 'ADMIN' });
    expect(defaultMask(user(['SALES_REPRESENTATIVE'], [3]))).toEqual({ role: 'SALES_REPRESENTATIVE' });
    expect(defaultMask(user(['READ_ONLY_ADMIN']))).toEqual({ role: 'READ_ONLY_ADMIN' });
  });

  it('Otherwise go to /select: CAMPAIGN_MANAGER, REV_OPS, DESIGNER alone have none', () => {
    expect(defaultMask(user(['CAMPAIGN_MANAGER']))).toBeNull();
    expect(defaultMask(user(['REV_OPS']))).toBeNull();
    expect(defaultMask(user(['DESIGNER']))).toBeNull();
  });

  it('Otherwise go to /select: more than one role or none has none', () => {
    expect(defaultMask(user(['ADMIN', 'PUBLISHER'], [1]))).toBeNull();
    expect(defaultMask(user([]))).toBeNull();
  });
});

describe('keepStoredMask (part 1 §4)', () => {
  const publisher = user(['PUBLISHER'], [1, 2]);

  it('A stored mask is discarded if the user no longer has that role', () => {
    expect(keepStoredMask(publisher, { role: 'ADMIN' })).toBeNull();
  });

  it('A stored mask is discarded if the user no longer has that publisher', () => {
    expect(keepStoredMask(publisher, { role: 'PUBLISHER', publisherId: 9 })).toBeNull();
    expect(
      keepStoredMask(user(['CONTENT_OWNER'], [], [4]), { role: 'CONTENT_OWNER', contentOwnerId: 5 }),
    ).toBeNull();
  });

  it('a mask the user still holds is kept', () => {
    const mask: Mask = { role: 'PUBLISHER', publisherId: 2 };
    expect(keepStoredMask(publisher, mask)).toEqual(mask);
    expect(userHoldsMask(publisher, mask)).toBe(true);
    expect(keepStoredMask(publisher, null)).toBeNull();
  });
});

describe('the X-Mask header (X-Mask: ROLE or X-Mask: ROLE:id)', () => {
  it('is named X-Mask', () => {
    expect(MASK_HEADER).toBe('X-Mask');
  });

  it('formats ROLE and ROLE:id', () => {
    expect(formatMaskHeader({ role: 'ADMIN' })).toBe('ADMIN');
    expect(formatMaskHeader({ role: 'PUBLISHER', publisherId: 12 })).toBe('PUBLISHER:12');
    expect(formatMaskHeader({ role: 'CONTENT_OWNER', contentOwnerId: 7 })).toBe('CONTENT_OWNER:7');
  });

  it('puts no id on a role that carries none, so the server can read it back', () => {
    expect(formatMaskHeader({ role: 'ADMIN', publisherId: 3 })).toBe('ADMIN');
  });

  it('parses ROLE and ROLE:id', () => {
    expect(parseMaskHeader('REV_OPS')).toEqual({ role: 'REV_OPS' });
    expect(parseMaskHeader(' PUBLISHER:12 ')).toEqual({ role: 'PUBLISHER', publisherId: 12 });
    expect(parseMaskHeader('CONTENT_OWNER:7')).toEqual({ role: 'CONTENT_OWNER', contentOwnerId: 7 });
  });

  it.each([
    ['unknown role', 'OWNER'],
    ['lower case', 'admin'],
    ['id on a role without ids', 'ADMIN:3'],
    ['id zero', 'PUBLISHER:0'],
    ['negative id', 'PUBLISHER:-1'],
    ['not a number', 'PUBLISHER:abc'],
    ['empty', ''],
    ['trailing colon', 'PUBLISHER:'],
    ['two ids', 'PUBLISHER:1:2'],
    ['PUBLISHER without its publisher id', 'PUBLISHER'],
    ['CONTENT_OWNER without its content owner id', 'CONTENT_OWNER'],
    ['an id with a leading zero', 'PUBLISHER:01'],
    ['an id beyond 2^31-1', 'PUBLISHER:2147483648'],
  ])('refuses a bad value (%s)', (_name, value) => {
    expect(parseMaskHeader(value)).toBeNull();
  });

  it('round trips every mask the server accepts (PUBLISHER and CONTENT_OWNER always with their id)', () => {
    const mask = fc.oneof(
      fc
        .constantFrom(...ROLES.filter((r) => r !== 'PUBLISHER' && r !== 'CONTENT_OWNER'))
        .map((role): Mask => ({ role })),
      fc.integer({ min: 1, max: 2_147_483_647 }).map((id): Mask => ({ role: 'PUBLISHER', publisherId: id })),
      fc
        .integer({ min: 1, max: 2_147_483_647 })
        .map((id): Mask => ({ role: 'CONTENT_OWNER', contentOwnerId: id })),
    );
    fc.assert(
      fc.property(mask, (value) => {
        expect(parseMaskHeader(formatMaskHeader(value))).toEqual(value);
      }),
    );
  });
});
