import { toWireDate } from '@adcast/domain/date-ranges';
import type {
  Approval,
  ApprovalDecisionSchema,
  ApprovalRequestResult,
  ApprovalRequestSchema,
  InventoryKind,
} from '@adcast/domain/demand/compliance';
import { COMPLIANCE_MESSAGES } from '@adcast/domain/demand/compliance-messages';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  type ApprovalRow,
  insertMissingApprovals,
  inventoryItems,
  selectApprovals,
  updateApprovals,
} from '../../../db/dp-approvals';
import { dpApprovals } from '../../../db/schema/compliance';
import { demandPartners } from '../../../db/schema/demand';
import type { AuthContext } from '../../../http/auth';
import { badRequest, ruleBroken } from '../../../http/errors';
import { networkScope } from '../../../http/scope';
import type { WriteContext } from '../../../records/writes';
import { partnersVisibleTo } from '../partners/partner-record';
import { recordApprovalChanges } from './approval-changes';
import { approvalOf, approvalsVisibleTo } from './approval-reads';

type RequestBody = z.output<typeof ApprovalRequestSchema>;
type DecisionBody = z.output<typeof ApprovalDecisionSchema>;

/** The partners named, each visible to the caller and not archived; refused otherwise. */
export async function checkPartners(db: Db, auth: AuthContext, ids: readonly number[]) {
  const found = await db
    .select({ id: demandPartners.id, status: demandPartners.status })
    .from(demandPartners)
    .where(and(inArray(demandPartners.id, [...ids]), partnersVisibleTo(auth)));
  const missing = ids.filter((id) => !found.some((partner) => partner.id === id));
  if (missing.length > 0) throw badRequest(COMPLIANCE_MESSAGES.partnersNotFound(missing));
  if (found.some((partner) => partner.status === 'ARCHIVED'))
    throw ruleBroken(COMPLIANCE_MESSAGES.archivedPartner);
}

const rowsByIds = async (db: Db, ids: readonly number[]) =>
  ids.length ? selectApprovals(db).where(inArray(dpApprovals.id, [...ids])) : [];

const changeOf = (after: ApprovalRow, before?: Approval) => ({
  before,
  after: approvalOf(after),
  networkId: after.partnerNetworkId,
});

/** Asks each partner about each domain or app (of `kind`) not yet asked; the rest keep their state. */
export async function requestApprovals(
  ctx: WriteContext,
  kind: InventoryKind,
  body: RequestBody,
): Promise<ApprovalRequestResult> {
  await checkPartners(ctx.db, ctx.auth, body.demandPartnerIds);
  const items = await inventoryItems(ctx.db, kind, networkScope(ctx.auth), {
    ids: body.inventoryIds,
    publisherIds: body.publisherIds,
  });
  const missing = body.inventoryIds.filter((id) => !items.some((item) => item.id === id));
  if (missing.length > 0) throw badRequest(COMPLIANCE_MESSAGES.inventoryNotFound(kind, missing));
  const wanted = body.demandPartnerIds.flatMap((demandPartnerId) =>
    items.map((item) => ({ demandPartnerId, kind, inventoryId: item.id })),
  );
  if (wanted.length === 0) return { requested: 0, alreadyAsked: 0 };
  return ctx.db.transaction(async (db) => {
    const made = await insertMissingApprovals(db, wanted);
    const rows = await rowsByIds(db, made);
    await recordApprovalChanges(
      db,
      ctx,
      rows.map((row) => changeOf(row)),
    );
    return { requested: made.length, alreadyAsked: wanted.length - made.length };
  });
}

const keyMatch = (item: DecisionBody['items'][number]) =>
  and(
    eq(dpApprovals.demandPartnerId, item.demandPartnerId),
    eq(dpApprovals.kind, item.kind),
    eq(dpApprovals.inventoryId, item.inventoryId),
  );

/** What a decision writes: a pending approval has no decision day; a decision is dated today unless told. */
export const decisionValues = (status: Approval['status'], note: string | null, decidedOn?: string) => ({
  status,
  note,
  decidedOn: status === 'PENDING' ? null : (decidedOn ?? toWireDate(new Date())),
});

/** Sets the named approvals' state, note and day; each must have been asked for. */
export async function decideApprovals(ctx: WriteContext, body: DecisionBody): Promise<{ changed: number }> {
  await checkPartners(ctx.db, ctx.auth, [...new Set(body.items.map((item) => item.demandPartnerId))]);
  return ctx.db.transaction(async (db) => {
    const found = await selectApprovals(db).where(
      and(approvalsVisibleTo(ctx.auth), or(...body.items.map(keyMatch))),
    );
    const keys = new Set(found.map((row) => `${row.demandPartnerId}:${row.kind}:${row.inventoryId}`));
    if (body.items.some((item) => !keys.has(`${item.demandPartnerId}:${item.kind}:${item.inventoryId}`)))
      throw badRequest(COMPLIANCE_MESSAGES.notAsked);
    const values = decisionValues(body.status, body.note, body.decidedOn);
    const changing = found.filter(
      (row) => row.status !== values.status || row.note !== values.note || row.decidedOn !== values.decidedOn,
    );
    if (changing.length === 0) return { changed: 0 };
    const ids = changing.map((row) => row.id);
    await updateApprovals(db, ids, values);
    const before = new Map(changing.map((row) => [row.id, approvalOf(row)]));
    const after = await rowsByIds(db, ids);
    await recordApprovalChanges(
      db,
      ctx,
      after.map((row) => changeOf(row, before.get(row.id))),
    );
    return { changed: changing.length };
  });
}
