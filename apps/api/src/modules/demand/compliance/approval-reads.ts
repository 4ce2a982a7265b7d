import type { CellValue } from '@adcast/domain/contracts/record-contract';
import { optionLabel } from '@adcast/domain/contracts/record-contract';
import {
  APPROVAL_STATUS_OPTIONS,
  type Approval,
  type ApprovalFilter,
  type ApprovalStatus,
  INVENTORY_KIND_OPTIONS,
  type InventoryKind,
  APPROVAL_COLUMN_LABELS as L,
} from '@adcast/domain/demand/compliance';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type ApprovalRow,
  countApprovals,
  inventoryInNetwork,
  inventoryOfPublishers,
  selectApprovals,
  waitingLongestFirst,
} from '../../../db/dp-approvals';
import { fetchPage } from '../../../db/paging';
import { dpApprovals } from '../../../db/schema/compliance';
import type { AuthContext } from '../../../http/auth';
import { networkScope } from '../../../http/scope';
import { csvLine } from '../../../records/csv';
import { partnersVisibleTo } from '../partners/partner-record';

export const approvalOf = (row: ApprovalRow): Approval => ({
  id: row.id,
  demandPartner: { id: row.demandPartnerId, displayName: row.demandPartnerName },
  kind: row.kind as InventoryKind,
  inventory: { id: row.inventoryId, name: row.inventoryName, title: row.inventoryTitle },
  publisher: { id: row.publisherId, name: row.publisherName },
  status: row.status as ApprovalStatus,
  note: row.note,
  requestedOn: row.requestedOn.toISOString(),
  decidedOn: row.decidedOn,
  version: row.version,
});

/** Approvals the caller may see: a network user's partners' approvals of its network's domains and apps. */
export const approvalsVisibleTo = (auth: AuthContext): SQL | undefined =>
  and(partnersVisibleTo(auth), inventoryInNetwork(networkScope(auth)));

const matching = (auth: AuthContext, filter: Partial<ApprovalFilter>, partnerId?: number) =>
  and(
    approvalsVisibleTo(auth),
    partnerId === undefined ? undefined : eq(dpApprovals.demandPartnerId, partnerId),
    filter.demandPartnerIds?.length
      ? inArray(dpApprovals.demandPartnerId, filter.demandPartnerIds)
      : undefined,
    inventoryOfPublishers(filter.publisherIds ?? []),
    filter.status?.length ? inArray(dpApprovals.status, filter.status) : undefined,
    filter.kind ? eq(dpApprovals.kind, filter.kind) : undefined,
  );

/** A page of approvals, pending longest first (one partner's when `partnerId` is given). */
export function listApprovals(db: Db, auth: AuthContext, filter: ApprovalFilter, partnerId?: number) {
  const where = matching(auth, filter, partnerId);
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: () => countApprovals(db, where),
    rows: async ({ limit, offset, reversed }) =>
      (
        await selectApprovals(db)
          .where(where)
          .orderBy(...waitingLongestFirst(reversed))
          .limit(limit)
          .offset(offset)
      ).map(approvalOf),
  });
}

/** One domain or app with every visible partner asked about it. */
export async function inventoryApprovals(
  db: Db,
  auth: AuthContext,
  item: { kind: InventoryKind; inventoryId: number },
): Promise<Approval[]> {
  const rows = await selectApprovals(db)
    .where(
      and(
        approvalsVisibleTo(auth),
        eq(dpApprovals.kind, item.kind),
        eq(dpApprovals.inventoryId, item.inventoryId),
      ),
    )
    .orderBy(...waitingLongestFirst(false));
  return rows.map(approvalOf);
}

const EXPORT_BATCH = 1000;

/** One partner's approvals as CSV, with the columns its import reads back. */
export async function* approvalCsvLines(
  db: Db,
  auth: AuthContext,
  partnerId: number,
): AsyncGenerator<string> {
  yield csvLine([L.kind, L.publisherId, L.publisher, L.inventory, L.status, L.decidedOn, L.note]);
  const where = matching(auth, {}, partnerId);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await selectApprovals(db)
      .where(where)
      .orderBy(...waitingLongestFirst(false))
      .limit(EXPORT_BATCH)
      .offset(offset);
    for (const approval of rows.map(approvalOf)) {
      const cells: CellValue[] = [
        optionLabel(INVENTORY_KIND_OPTIONS, approval.kind),
        approval.publisher.id,
        approval.publisher.name,
        approval.inventory.name,
        optionLabel(APPROVAL_STATUS_OPTIONS, approval.status),
        approval.decidedOn,
        approval.note,
      ];
      yield csvLine(cells);
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}
