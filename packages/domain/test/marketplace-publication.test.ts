import { describe, expect, it } from 'vitest';
import type { PublicationStatus } from '../src/enumerations';
import { SUPPLY_PACKAGE_MESSAGES } from '../src/marketplace/marketplace-messages';
import { canMovePublication, needsInventory } from '../src/marketplace/publication';
import { SupplyPackageInputSchema } from '../src/marketplace/supply-packages';

const ALL: PublicationStatus[] = ['DRAFT', 'READY', 'PUBLISHING', 'PUBLISHED'];

describe('publication status', () => {
  it('moves draft → ready → publishing → published, and back to a draft only from ready or published', () => {
    const legal = ALL.flatMap((from) =>
      ALL.filter((to) => canMovePublication(from, to)).map((to) => `${from}→${to}`),
    );
    expect(legal).toEqual([
      'DRAFT→READY',
      'READY→DRAFT',
      'READY→PUBLISHING',
      'PUBLISHING→READY',
      'PUBLISHING→PUBLISHED',
      'PUBLISHED→DRAFT',
    ]);
  });

  it('never skips a step or stays where it is', () => {
    expect(canMovePublication('DRAFT', 'PUBLISHED')).toBe(false);
    expect(canMovePublication('DRAFT', 'PUBLISHING')).toBe(false);
    expect(canMovePublication('READY', 'PUBLISHED')).toBe(false);
    expect(canMovePublication('PUBLISHED', 'PUBLISHING')).toBe(false);
    for (const status of ALL) expect(canMovePublication(status, status)).toBe(false);
  });

  it('asks for inventory past the draft', () => {
    expect(ALL.filter(needsInventory)).toEqual(['READY', 'PUBLISHING', 'PUBLISHED']);
  });
});

describe('a supply package’s inventory', () => {
  const base = { name: 'Premium sports', floorCpm: 12.5 };
  const messageOf = (input: object) =>
    SupplyPackageInputSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message);

  it('a selected package names its placements', () => {
    expect(messageOf({ selectionScope: 'SELECTED', placementIds: [] })).toEqual([
      SUPPLY_PACKAGE_MESSAGES.selectedNeedsInventory,
    ]);
    expect(messageOf({ selectionScope: 'SELECTED', placementIds: [3] })).toBeUndefined();
  });

  it('a package of all inventory names none, one that takes new inventory may start empty', () => {
    expect(messageOf({ selectionScope: 'ALL', placementIds: [3] })).toEqual([
      SUPPLY_PACKAGE_MESSAGES.allTakesNoPlacements,
    ]);
    expect(messageOf({ selectionScope: 'NEW', placementIds: [] })).toBeUndefined();
  });
});
