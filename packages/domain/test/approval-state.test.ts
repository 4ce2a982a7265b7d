import { describe, expect, it } from 'vitest';
import { type ApprovalState, isApprovedFor } from '../src/demand/approval-state';

const approvals: ApprovalState[] = [
  { demandPartnerId: 1, kind: 'DOMAIN', inventoryId: 10, status: 'APPROVED' },
  { demandPartnerId: 1, kind: 'APP', inventoryId: 10, status: 'PENDING' },
  { demandPartnerId: 2, kind: 'DOMAIN', inventoryId: 10, status: 'REJECTED' },
];

describe('isApprovedFor: a partner buys a domain or app only once it approved it', () => {
  it('is true only for the partner, kind and inventory that were approved', () => {
    expect(isApprovedFor(approvals, { demandPartnerId: 1, kind: 'DOMAIN', inventoryId: 10 })).toBe(true);
  });

  it('is false while pending, once rejected, and when never asked', () => {
    expect(isApprovedFor(approvals, { demandPartnerId: 1, kind: 'APP', inventoryId: 10 })).toBe(false);
    expect(isApprovedFor(approvals, { demandPartnerId: 2, kind: 'DOMAIN', inventoryId: 10 })).toBe(false);
    expect(isApprovedFor(approvals, { demandPartnerId: 3, kind: 'DOMAIN', inventoryId: 10 })).toBe(false);
  });

  it("does not take an app's approval for a domain with the same id", () => {
    const appOnly: ApprovalState[] = [
      { demandPartnerId: 1, kind: 'APP', inventoryId: 7, status: 'APPROVED' },
    ];
    expect(isApprovedFor(appOnly, { demandPartnerId: 1, kind: 'DOMAIN', inventoryId: 7 })).toBe(false);
  });
});
