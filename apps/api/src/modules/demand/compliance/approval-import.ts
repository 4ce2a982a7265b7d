import {
  IMPORT_MESSAGES,
  type ImportAction,
  type ImportResult,
  type ImportRow,
} from '@adcast/domain/csv-imports';
import {
  APPROVAL_IMPORT_COLUMNS,
  APPROVAL_STATUS_OPTIONS,
  type Approval,
  type ApprovalImportRow,
  ApprovalImportRowSchema,
  INVENTORY_KIND_OPTIONS,
  INVENTORY_KINDS,
  type InventoryKind,
  APPROVAL_COLUMN_LABELS as L,
} from '@adcast/domain/demand/compliance';
import { COMPLIANCE_MESSAGES } from '@adcast/domain/demand/compliance-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inventoryByName, saveApproval, selectApprovals } from '../../../db/dp-approvals';
import { dpApprovals } from '../../../db/schema/compliance';
import { networkScope } from '../../../http/scope';
import { issuesOf, settleImport } from '../../../records/csv-import';
import {
  type FileRow,
  numberReader,
  optionReader,
  readFileRows,
  withReaders,
} from '../../../records/csv-rows';
import type { WriteContext } from '../../../records/writes';
import { recordApprovalChanges } from './approval-changes';
import { approvalOf, approvalsVisibleTo } from './approval-reads';
import { checkPartners, decisionValues } from './approval-writes';

const COLUMNS = withReaders(APPROVAL_IMPORT_COLUMNS, {
  kind: optionReader(L.kind, INVENTORY_KIND_OPTIONS),
  publisherId: numberReader,
  status: optionReader(L.status, APPROVAL_STATUS_OPTIONS),
});

type Planned = ImportRow & {
  write?: { inventoryId: number; kind: InventoryKind; values: ReturnType<typeof decisionValues> };
};

const itemKey = (kind: string, publisherId: number, name: string) => `${kind}|${publisherId}|${name}`;

/** Each file row's domain or app, found by publisher and URL or bundle id among those in reach. */
async function inventoryIdsOf(db: Db, ctx: WriteContext, rows: ApprovalImportRow[]) {
  const found = new Map<string, number>();
  for (const kind of INVENTORY_KINDS) {
    const publisherIds = [...new Set(rows.filter((row) => row.kind === kind).map((row) => row.publisherId))];
    for (const item of await inventoryByName(db, kind, networkScope(ctx.auth), publisherIds))
      found.set(itemKey(kind, item.publisherId, item.name), item.id);
  }
  return found;
}

/** What each row would do to the partner's approvals: ask (create), change, leave, or its errors. */
async function plan(db: Db, ctx: WriteContext, partnerId: number, fileRows: FileRow[]): Promise<Planned[]> {
  const parsed = fileRows.map((row) => ({ row, result: ApprovalImportRowSchema.safeParse(row.raw) }));
  const valid = parsed.flatMap(({ result }) => (result.success ? [result.data] : []));
  const inventory = await inventoryIdsOf(db, ctx, valid);
  const current = new Map(
    (
      await selectApprovals(db).where(
        and(approvalsVisibleTo(ctx.auth), eq(dpApprovals.demandPartnerId, partnerId)),
      )
    ).map((row) => [`${row.kind}|${row.inventoryId}`, approvalOf(row)]),
  );
  const firstLine = new Map<string, number>();
  return parsed.map(({ row, result }): Planned => {
    const name = String(row.raw.inventory ?? '');
    const messages = [
      ...row.messages,
      ...(result.success ? [] : issuesOf(COLUMNS, result.error, row.unread)),
    ];
    if (!result.success || messages.length > 0)
      return { line: row.line, action: 'ERROR', name, id: null, messages };
    const input = result.data;
    const inventoryId = inventory.get(itemKey(input.kind, input.publisherId, input.inventory));
    const key = `${input.kind}|${inventoryId}`;
    const earlier = firstLine.get(key);
    if (inventoryId === undefined) messages.push(COMPLIANCE_MESSAGES.unknownInventory);
    else if (earlier !== undefined) messages.push(IMPORT_MESSAGES.duplicateInFile(earlier));
    if (messages.length > 0)
      return { line: row.line, action: 'ERROR', name: input.inventory, id: null, messages };
    firstLine.set(key, row.line);
    const existing = current.get(key);
    const values = decisionValues(input.status, input.note, input.decidedOn ?? keptDay(existing, input));
    const same =
      existing &&
      existing.status === values.status &&
      existing.note === values.note &&
      existing.decidedOn === values.decidedOn;
    const action: ImportAction = !existing ? 'CREATE' : same ? 'UNCHANGED' : 'UPDATE';
    return {
      line: row.line,
      action,
      name: input.inventory,
      id: existing?.id ?? null,
      messages,
      write: { inventoryId: inventoryId!, kind: input.kind, values },
    };
  });
}

/** A row without a date keeps the day of a decision it repeats. */
const keptDay = (existing: Approval | undefined, input: ApprovalImportRow) =>
  existing && existing.status === input.status ? (existing.decidedOn ?? undefined) : undefined;

async function write(db: Db, ctx: WriteContext, partnerId: number, rows: Planned[]) {
  const changes = [];
  for (const row of rows) {
    const { inventoryId, kind, values } = row.write!;
    const [before] = row.id === null ? [] : await selectApprovals(db).where(eq(dpApprovals.id, row.id));
    row.id = await saveApproval(db, { demandPartnerId: partnerId, kind, inventoryId }, values);
    const [after] = await selectApprovals(db).where(eq(dpApprovals.id, row.id));
    changes.push({
      before: before && approvalOf(before),
      after: approvalOf(after!),
      networkId: after!.partnerNetworkId,
    });
  }
  await recordApprovalChanges(db, ctx, changes);
}

/**
 * The partner's CSV of approvals: previewed row by row, or with `apply` (and no row in error)
 * written in one transaction, one changelog row per approval asked for or changed.
 */
export async function importApprovals(
  ctx: WriteContext,
  partnerId: number,
  bytes: Buffer,
  apply: boolean,
): Promise<ImportResult> {
  await checkPartners(ctx.db, ctx.auth, [partnerId]);
  const rows = await plan(ctx.db, ctx, partnerId, readFileRows(bytes, COLUMNS));
  return settleImport(rows, apply, (changing) =>
    ctx.db.transaction((db) => write(db, ctx, partnerId, changing)),
  );
}
