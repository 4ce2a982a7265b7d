import { ALERT_MESSAGES } from '@adcast/domain/alerts/alert-messages';
import {
  ALERT_SCOPE_OPTIONS,
  type AlertRuleInputSchema,
  type AlertRuleUpdateSchema,
} from '@adcast/domain/alerts/alert-rules';
import type { z } from 'zod';
import { SCOPE_TABLES } from '../../db/alerts';
import { networksOfRows } from '../../db/deals';
import { badRequest } from '../../http/errors';
import { networkFilter } from '../../http/scope-filter';
import { resolveNetwork } from '../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { ALERT_RULE } from './alert-rule-record';

type AlertRuleFields = z.output<typeof AlertRuleInputSchema>;
type AlertRuleUpdate = z.output<typeof AlertRuleUpdateSchema>;

/** The record a rule watches exists, the caller may see it, and it is in the rule's network when it has one. */
async function checkScope(ctx: WriteContext, input: AlertRuleFields, networkId: number | null) {
  if (input.scopeKind === 'NETWORK' || input.scopeId === null) return;
  const table = SCOPE_TABLES[input.scopeKind];
  const what = ALERT_SCOPE_OPTIONS.find((option) => option.key === input.scopeKind)?.label ?? input.scopeKind;
  const found = await networksOfRows(
    ctx.db,
    table,
    [input.scopeId],
    networkFilter(table.networkId, ctx.auth),
  );
  if (!found.has(input.scopeId)) throw badRequest(ALERT_MESSAGES.scopeNotFound(what, input.scopeId));
  if (networkId !== null && found.get(input.scopeId) !== networkId)
    throw badRequest(ALERT_MESSAGES.scopeOutsideNetwork(what));
}

async function rowOf(ctx: WriteContext, input: AlertRuleFields) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  await checkScope(ctx, input, networkId);
  return { ...input, networkId };
}

export async function createAlertRule(ctx: WriteContext, input: AlertRuleFields) {
  return createRecord(ctx, ALERT_RULE, { ...(await rowOf(ctx, input)), createdBy: ctx.auth.user.id });
}

export async function updateAlertRule(ctx: WriteContext, input: AlertRuleUpdate, id: number) {
  const { version, ...fields } = input;
  return updateRecord(ctx, ALERT_RULE, { id, version }, await rowOf(ctx, fields));
}
