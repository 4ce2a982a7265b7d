import type { AlertScopeKind } from '@adcast/domain/alerts/alert-rules';
import { and, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { alertEvents, alertRules } from './schema/alerts';
import { lineItems } from './schema/campaigns';
import { connections, demandPartners } from './schema/demand';
import { users } from './schema/identity';
import { placements } from './schema/inventory';
import { publishers } from './schema/tenancy';

/** The table each scope names a record of. */
export const SCOPE_TABLES = {
  DEMAND_PARTNER: demandPartners,
  CONNECTION: connections,
  PUBLISHER: publishers,
  PLACEMENT: placements,
  LINE_ITEM: lineItems,
} as const satisfies Record<Exclude<AlertScopeKind, 'NETWORK'>, unknown>;

/** Each scope's table and the column naming its rows. */
const SCOPE_NAMES: Record<keyof typeof SCOPE_TABLES, [table: string, column: string]> = {
  DEMAND_PARTNER: ['demand_partners', 'display_name'],
  CONNECTION: ['connections', 'name'],
  PUBLISHER: ['publishers', 'name'],
  PLACEMENT: ['placements', 'name'],
  LINE_ITEM: ['line_items', 'name'],
};

/** The name of the record a rule watches (null for the whole network): one subquery of the rule's row. */
export const alertScopeName = () =>
  sql<string | null>`case ${alertRules.scopeKind} ${sql.join(
    Object.entries(SCOPE_NAMES).map(
      ([kind, [table, column]]) =>
        sql`when ${kind} then (select s.${sql.raw(column)} from ${sql.raw(table)} s where s.id = ${alertRules.scopeId})`,
    ),
    sql` `,
  )} end`;

export const alertLastFired = () =>
  sql<Date | string | null>`(select max(e.fired_at) from alert_events e where e.rule_id = ${alertRules.id})`;

const eventColumns = {
  id: alertEvents.id,
  ruleId: alertEvents.ruleId,
  ruleName: alertRules.name,
  hour: alertEvents.hour,
  value: alertEvents.value,
  baseline: alertEvents.baseline,
  message: alertEvents.message,
  firedAt: alertEvents.firedAt,
  acknowledgedAt: alertEvents.acknowledgedAt,
  acknowledgedBy: users.email,
};

/** A page of alerts of the rules `visible` lets through, newest first, with how many there are. */
export async function alertEventPage(
  db: Db,
  visible: SQL | undefined,
  filter: { ruleId?: number; unacknowledged?: boolean; page: number; size: number },
) {
  const where = and(
    visible,
    eq(alertRules.status, 'ACTIVE'),
    filter.ruleId === undefined ? undefined : eq(alertEvents.ruleId, filter.ruleId),
    filter.unacknowledged ? isNull(alertEvents.acknowledgedAt) : undefined,
  );
  const rows = await db
    .select(eventColumns)
    .from(alertEvents)
    .innerJoin(alertRules, eq(alertRules.id, alertEvents.ruleId))
    .leftJoin(users, eq(users.id, alertEvents.acknowledgedBy))
    .where(where)
    .orderBy(desc(alertEvents.firedAt), desc(alertEvents.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertEvents)
    .innerJoin(alertRules, eq(alertRules.id, alertEvents.ruleId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Marks one alert of a visible rule acknowledged by the user; false when no such alert. */
export async function acknowledgeAlert(db: Db, visible: SQL | undefined, id: number, userId: number) {
  const [event] = await db
    .select({ id: alertEvents.id, acknowledgedAt: alertEvents.acknowledgedAt })
    .from(alertEvents)
    .innerJoin(alertRules, eq(alertRules.id, alertEvents.ruleId))
    .where(and(eq(alertEvents.id, id), visible));
  if (!event) return false;
  if (event.acknowledgedAt === null)
    await db
      .update(alertEvents)
      .set({ acknowledgedAt: new Date(), acknowledgedBy: userId })
      .where(eq(alertEvents.id, id));
  return true;
}

/** Sets (or, with null, clears) when a rule may raise alerts again. */
export async function setRuleMute(db: Db, id: number, until: Date | null) {
  await db.update(alertRules).set({ mutedUntil: until }).where(eq(alertRules.id, id));
}

/** Active rules not muted at `now`, with their creator's address. */
export async function rulesToJudge(db: Db, now: Date) {
  return db
    .select({
      id: alertRules.id,
      name: alertRules.name,
      networkId: alertRules.networkId,
      metric: alertRules.metric,
      scopeKind: alertRules.scopeKind,
      scopeId: alertRules.scopeId,
      condition: alertRules.condition,
      threshold: alertRules.threshold,
      emailAlerts: alertRules.emailAlerts,
      judgedUntil: alertRules.judgedUntil,
      creatorEmail: users.email,
    })
    .from(alertRules)
    .leftJoin(users, eq(users.id, alertRules.createdBy))
    .where(
      and(
        eq(alertRules.status, 'ACTIVE'),
        or(isNull(alertRules.mutedUntil), lte(alertRules.mutedUntil, now)),
      ),
    )
    .orderBy(alertRules.id);
}

export type RuleToJudgeRow = Awaited<ReturnType<typeof rulesToJudge>>[number];

/** Records the alerts a rule raised up to `judgedUntil` and that it was judged so far, in one transaction. */
export async function recordJudgement(
  db: Db,
  ruleId: number,
  judgedUntil: Date,
  events: { hour: Date; value: number; baseline: number | null; message: string }[],
) {
  await db.transaction(async (tx) => {
    if (events.length > 0) await tx.insert(alertEvents).values(events.map((event) => ({ ...event, ruleId })));
    await tx.update(alertRules).set({ judgedUntil }).where(eq(alertRules.id, ruleId));
  });
}
