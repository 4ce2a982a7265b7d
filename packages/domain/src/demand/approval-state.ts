import type { ApprovalStatus, InventoryKind } from './compliance';

/** What a decision knows of one approval. */
export type ApprovalState = {
  demandPartnerId: number;
  kind: InventoryKind;
  inventoryId: number;
  status: ApprovalStatus;
};

/**
 * Whether the partner approved the domain or app: pending, rejected or never asked all say no.
 * The decisioning can require it before a connection buys the inventory.
 */
export function isApprovedFor(
  approvals: readonly ApprovalState[],
  wanted: { demandPartnerId: number; kind: InventoryKind; inventoryId: number },
): boolean {
  return approvals.some(
    (approval) =>
      approval.demandPartnerId === wanted.demandPartnerId &&
      approval.kind === wanted.kind &&
      approval.inventoryId === wanted.inventoryId &&
      approval.status === 'APPROVED',
  );
}
