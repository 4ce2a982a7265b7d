import type { LineItem } from '@adcast/domain/campaigns/line-items';
import { type PacedLineItem, pacingOf } from '@adcast/domain/campaigns/pacing';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { activeLineItemGoals, storeHealthSnapshots } from '../../../db/line-items';
import { lineItems } from '../../../db/schema/campaigns';
import type { AuthContext } from '../../../http/auth';
import type { JobDefinition } from '../../../jobs/job-definition';
import { deliveredByLineItem } from '../../../reports/line-item-delivery';
import type { ModuleDeps } from '../../module-deps';
import { LINE_ITEM } from './line-item-record';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

/** The line items of `ids` the caller may see. */
async function visibleLineItems(deps: Deps, auth: AuthContext, ids: number[]): Promise<LineItem[]> {
  if (ids.length === 0) return [];
  const rows = await LINE_ITEM.select(deps.db).where(
    and(inArray(lineItems.id, ids), LINE_ITEM.visibleTo(auth)),
  );
  return rows.map(LINE_ITEM.toDto);
}

/** Each line item's pacing at `now`, from the facts delivered to date. */
export async function pacingReports(
  deps: Deps,
  items: readonly (PacedLineItem & { id: number })[],
  now: Date,
) {
  const delivered = await deliveredByLineItem(
    deps.facts,
    items.map((item) => item.id),
  );
  return items.map((item) => ({
    lineItemId: item.id,
    ...pacingOf(item, delivered.get(item.id) ?? { impressions: 0, spend: 0 }, now),
  }));
}

/** The health-statuses call: delivery, pace and health now of the line items the caller may see. */
export async function healthStatuses(deps: Deps, auth: AuthContext, ids: number[], now = new Date()) {
  return pacingReports(deps, await visibleLineItems(deps, auth, ids), now);
}

/** The delivery-statuses call: impressions, spent budget, eCPM and delivered % to date. */
export async function deliveryStatuses(deps: Deps, auth: AuthContext, ids: number[]) {
  return (await healthStatuses(deps, auth, ids)).map((report) => ({
    lineItemId: report.lineItemId,
    impressions: report.impressions,
    spend: report.spend,
    ecpm: report.ecpm,
    deliveredPercent: report.deliveredPercent,
  }));
}

/** Line items read from the facts at once: the IN list stays short. */
const REFRESH_BATCH = 1000;

/** Computes every active line item's health now and stores it, for the list to show. */
export async function refreshAllHealth(deps: Deps, now = new Date()): Promise<void> {
  const active = (await activeLineItemGoals(deps.db)).map((row) => row as PacedLineItem & { id: number });
  for (let at = 0; at < active.length; at += REFRESH_BATCH) {
    const reports = await pacingReports(deps, active.slice(at, at + REFRESH_BATCH), now);
    await storeHealthSnapshots(
      deps.db,
      reports.map((report) => ({
        lineItemId: report.lineItemId,
        health: report.health,
        deliveredPercent: report.deliveredPercent,
        paceRatio: report.paceRatio,
        checkedOn: now,
      })),
    );
  }
}

/** The background refresh the refresh-all-health-statuses call queues (one queued at a time). */
export const refreshHealthJob = (deps: Deps): JobDefinition<Record<string, never>> => ({
  name: 'line-item-health-refresh',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  run: () => refreshAllHealth(deps),
  expireInSeconds: 15 * 60,
});

/** The stored health is refreshed every hour, a few minutes after the hour's facts arrive. */
const HEALTH_REFRESH_CRON = '10 * * * *';

/** Runs the hourly refresh from now on (main does at start). */
export const scheduleHealthRefresh = (deps: Deps & Pick<ModuleDeps, 'jobs'>) =>
  deps.jobs.schedule(refreshHealthJob(deps), HEALTH_REFRESH_CRON, {}, { key: 'line-item-health-refresh' });
