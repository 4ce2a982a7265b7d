import { CONNECTION_CONTRACT } from '@adcast/domain/demand/connection-contract';
import { PARTNER_CONTRACT } from '@adcast/domain/demand/partner-contract';
import { APP_CONTRACT } from '@adcast/domain/inventory/app-contract';
import { DOMAIN_CONTRACT } from '@adcast/domain/inventory/domain-contract';
import { PLACEMENT_CONTRACT } from '@adcast/domain/inventory/placement-contract';
import { PUBLISHER_CONTRACT } from '@adcast/domain/publishers/publisher-contract';
import { z } from 'zod';
import {
  type ChainSubjects,
  markAllFlagsStale,
  markFlagsStale,
  saveFlags,
  staleFlags,
} from '../../db/supply-chain-flags';
import type { JobDefinition } from '../../jobs/job-definition';
import type { ModuleDeps } from '../module-deps';
import { mismatchCounts } from './supply-chain-flags';

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'jobs'>;
type NoData = Record<string, never>;
const NO_DATA = z.object({}).strict() as z.ZodType<NoData>;

/** Stale counts are worked out a hundred subjects of a kind at a time. */
const BATCH = 100;
/** A change queues the refresh at once; the schedule also takes what a lost run left stale. */
export const FLAGS_REFRESH_CRON = '*/10 * * * *';
/** Once a day every count is worked out again (a placement taken off a connection leaves no trace to follow). */
export const FLAGS_RECONCILE_CRON = '27 4 * * *';

/**
 * Works out the mismatch count of every stale partner and publisher (the pairs of every network, as
 * the panel of an admin shows them) and keeps it; answers how many were worked out.
 */
export async function refreshStaleFlags(deps: Pick<ModuleDeps, 'db' | 'config'>): Promise<number> {
  let done = 0;
  for (const kind of ['PARTNER', 'PUBLISHER'] as const) {
    let previous = '';
    for (;;) {
      const stale = await staleFlags(deps.db, kind, BATCH);
      const seen = JSON.stringify(stale);
      // Rows that could not be cleared (marked again as fast as they are read) wait for the next run.
      if (stale.length === 0 || seen === previous) break;
      previous = seen;
      const ids = stale.map((row) => row.id);
      const counts = await mismatchCounts(deps.db, deps.config.publicUrl, 'everyNetwork', kind, ids);
      await saveFlags(
        deps.db,
        kind,
        stale.map((row) => ({ id: row.id, mismatches: counts.get(row.id) ?? 0, staleSince: row.staleSince })),
      );
      done += stale.length;
    }
  }
  return done;
}

export const flagsRefreshJob = (deps: Pick<ModuleDeps, 'db' | 'config'>): JobDefinition<NoData> => ({
  name: 'supply-chain-flags-refresh',
  schema: NO_DATA,
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  run: async () => {
    await refreshStaleFlags(deps);
  },
});

export const flagsReconcileJob = (deps: Deps): JobDefinition<NoData> => ({
  name: 'supply-chain-flags-reconcile',
  schema: NO_DATA,
  retryLimit: 1,
  expireInSeconds: 30 * 60,
  run: async () => {
    await markAllFlagsStale(deps.db);
    await queueFlagsRefresh(deps);
  },
});

/** One refresh queued at a time: the changes that come meanwhile are in the rows it reads. */
const queueFlagsRefresh = (deps: Deps) =>
  deps.jobs.send(flagsRefreshJob(deps), {}, { key: 'supply-chain-flags-refresh' });

/**
 * After something that moves a supply chain changed (a crawl, a partner's sellers.json, a write to
 * a publisher, partner, connection, placement, app or domain): its partners and publishers, and
 * those linked to them, are marked stale and the refresh is queued. Never blocks the caller's answer.
 */
export async function supplyChainChanged(deps: Deps, subjects: ChainSubjects): Promise<void> {
  await markFlagsStale(deps.db, subjects);
  await queueFlagsRefresh(deps);
}

/** The refresh and the daily reconcile, and what marks counts stale. */
export function registerFlagRefresh(deps: ModuleDeps): void {
  deps.jobs.register(flagsRefreshJob(deps));
  deps.jobs.register(flagsReconcileJob(deps));
  const follow = (contract: { entityType: string }, key: keyof ChainSubjects) =>
    deps.followers.follow(contract.entityType, (ids) => supplyChainChanged(deps, { [key]: ids }));
  follow(PUBLISHER_CONTRACT, 'publisherIds');
  follow(PARTNER_CONTRACT, 'partnerIds');
  follow(CONNECTION_CONTRACT, 'connectionIds');
  follow(PLACEMENT_CONTRACT, 'placementIds');
  follow(APP_CONTRACT, 'appIds');
  follow(DOMAIN_CONTRACT, 'domainIds');
  deps.adsTxt.afterCrawl((crawl) =>
    supplyChainChanged(
      deps,
      crawl.subjectKind === 'APP' ? { appIds: [crawl.subjectId] } : { domainIds: [crawl.subjectId] },
    ),
  );
}

/** Runs the refresh and the reconcile from now on (main does at start); each fires once across processes. */
export async function scheduleSupplyChainFlags(deps: Deps): Promise<void> {
  await deps.jobs.schedule(
    flagsRefreshJob(deps),
    FLAGS_REFRESH_CRON,
    {},
    { key: 'supply-chain-flags-refresh' },
  );
  await deps.jobs.schedule(
    flagsReconcileJob(deps),
    FLAGS_RECONCILE_CRON,
    {},
    { key: 'supply-chain-flags-reconcile' },
  );
}
