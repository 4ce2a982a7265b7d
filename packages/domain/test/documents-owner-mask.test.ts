import { describe, expect, it } from 'vitest';
import { worksAsOwner } from '../src/documents';

describe('worksAsOwner: who manages an owner’s documents from its home', () => {
  const publisher7 = { kind: 'publisher', ownerId: 7 } as const;
  const owner7 = { kind: 'contentOwner', ownerId: 7 } as const;

  it('a publisher mask for that publisher, a content owner mask for that owner', () => {
    expect(worksAsOwner({ role: 'PUBLISHER', publisherId: 7 }, publisher7)).toBe(true);
    expect(worksAsOwner({ role: 'CONTENT_OWNER', contentOwnerId: 7 }, owner7)).toBe(true);
  });

  it('not another owner, not the other kind with the same id, not staff or no mask', () => {
    expect(worksAsOwner({ role: 'PUBLISHER', publisherId: 8 }, publisher7)).toBe(false);
    expect(worksAsOwner({ role: 'PUBLISHER', publisherId: 7 }, owner7)).toBe(false);
    expect(worksAsOwner({ role: 'CONTENT_OWNER', contentOwnerId: 7 }, publisher7)).toBe(false);
    expect(worksAsOwner({ role: 'ADMIN' }, publisher7)).toBe(false);
    expect(worksAsOwner(null, owner7)).toBe(false);
  });
});
