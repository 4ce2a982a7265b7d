import { WireDateSchema } from '@adcast/domain/date-ranges';
import type { DiscrepancyRow } from '@adcast/domain/demand/revenue/discrepancy';
import { DP_REVENUE_MESSAGES as M } from '@adcast/domain/demand/revenue/messages';
import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { markFlaggedDay } from '../../../db/dp-revenue';
import { demandPartners } from '../../../db/schema/demand';
import { dpDiscrepancyAlerts, dpPartnerFollowers } from '../../../db/schema/dp-revenue';
import { users } from '../../../db/schema/identity';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { ModuleDeps } from '../../module-deps';
import { compareRevenue } from './discrepancy-service';

type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'mailer'>;

/** Followers who may still see the partner: enabled, and staff or of the partner's network. */
const followersOf = (db: Db, demandPartnerId: number, networkId: number | null) =>
  db
    .select({ email: users.email })
    .from(dpPartnerFollowers)
    .innerJoin(users, eq(users.id, dpPartnerFollowers.userId))
    .where(
      and(
        eq(dpPartnerFollowers.demandPartnerId, demandPartnerId),
        eq(users.enabled, true),
        networkId === null
          ? isNull(users.networkId)
          : or(isNull(users.networkId), eq(users.networkId, networkId)),
      ),
    );

const figure = (ours: number, theirs: number, pct: number | null) =>
  `ours ${ours}, theirs ${theirs} (${pct === null ? 'none of ours' : `${pct > 0 ? '+' : ''}${pct} %`})`;

/** The first time a day is flagged: it is recorded, the partner keeps it as its latest, and followers are mailed. */
async function alertOnce(
  deps: Deps,
  partner: { id: number; displayName: string; networkId: number | null },
  day: string,
  rows: DiscrepancyRow[],
) {
  const [fresh] = await deps.db
    .insert(dpDiscrepancyAlerts)
    .values({ demandPartnerId: partner.id, day })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return;
  await markFlaggedDay(deps.db, partner.id, day);
  const [first] = rows;
  const text = M.alertBody({
    partner: partner.displayName,
    day,
    threshold: first?.thresholdPct ?? 0,
    impressions: rows
      .map((row) => figure(row.ourImpressions, row.partnerImpressions, row.impressionsDifferencePct))
      .join('; '),
    revenue: rows
      .map((row) => figure(row.ourRevenue, row.partnerRevenue, row.revenueDifferencePct))
      .join('; '),
  });
  try {
    for (const follower of await followersOf(deps.db, partner.id, partner.networkId)) {
      await deps.mailer.send({ to: follower.email, subject: M.alertSubject(partner.displayName, day), text });
    }
  } catch (error) {
    // The job's retry mails the day again rather than never.
    await deps.db
      .delete(dpDiscrepancyAlerts)
      .where(and(eq(dpDiscrepancyAlerts.demandPartnerId, partner.id), eq(dpDiscrepancyAlerts.day, day)));
    throw error;
  }
}

/** After an import: flags each day of its range whose figures differ by more than the partner's threshold. */
async function checkDiscrepancies(
  deps: Deps,
  data: { demandPartnerId: number; dateFrom: string; dateTo: string },
) {
  const partners = await deps.db
    .select({
      id: demandPartners.id,
      displayName: demandPartners.displayName,
      networkId: demandPartners.networkId,
      discrepancyThresholdPct: demandPartners.discrepancyThresholdPct,
    })
    .from(demandPartners)
    .where(eq(demandPartners.id, data.demandPartnerId));
  const [partner] = partners;
  if (!partner) return;
  const flagged = await compareRevenue(deps, partners, { ...data, flaggedOnly: true });
  const days = new Map<string, DiscrepancyRow[]>();
  for (const row of flagged) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  for (const [day, rows] of days) await alertOnce(deps, partner, day, rows);
}

export const discrepancyAlertJob = (
  deps: Deps,
): JobDefinition<{ demandPartnerId: number; dateFrom: string; dateTo: string }> => ({
  name: 'dp-discrepancy-alerts',
  schema: z.object({
    demandPartnerId: z.number().int().positive(),
    dateFrom: WireDateSchema,
    dateTo: WireDateSchema,
  }),
  retryLimit: 3,
  run: (data) => checkDiscrepancies(deps, data),
});
