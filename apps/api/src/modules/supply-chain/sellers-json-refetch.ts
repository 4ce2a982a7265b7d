import { z } from 'zod';
import type { Db } from '../../db/client';
import { partnersWithSellersJsonReadBefore } from '../../db/supply-chain';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/queue';
import type { ModuleDeps } from '../module-deps';
import {
  queueSellersJsonFetches,
  type SellersJsonFetchJob,
  sellersJsonFetcher,
  sellersJsonFetchJob,
} from './sellers-json-fetch';

/** Every hour, the partners' sellers.json files read more than a day ago are read again. */
export const SELLERS_JSON_REFETCH_CRON = '41 * * * *';
const REFETCH_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/**
 * Queues a fetch of every partner's sellers.json last read over a day ago (a thousand a statement;
 * a fetch already queued, on demand or by an earlier sweep, stays one). The fetches run as the fetch
 * job does: through the guarded fetcher, a few at once, a failure kept with its reason.
 */
export async function queueStaleSellersJson(
  db: Db,
  jobs: JobQueue,
  fetchJob: SellersJsonFetchJob,
  now = new Date(),
): Promise<number> {
  const stale = await partnersWithSellersJsonReadBefore(db, new Date(now.getTime() - REFETCH_AFTER_MS));
  let queued = 0;
  for (let start = 0; start < stale.length; start += BATCH)
    queued += await queueSellersJsonFetches(jobs, fetchJob, stale.slice(start, start + BATCH));
  return queued;
}

/** The hourly sweep; one run however many API processes there are (the schedule fires once). */
export const sellersJsonRefetchJob = (
  deps: Pick<ModuleDeps, 'db' | 'jobs'>,
  fetchJob: SellersJsonFetchJob,
): JobDefinition<Record<string, never>> => ({
  name: 'partner-sellers-json-refetch',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  expireInSeconds: 5 * 60,
  run: async () => {
    await queueStaleSellersJson(deps.db, deps.jobs, fetchJob);
  },
});

/** Runs the hourly re-fetch from now on (main does at start). */
export const scheduleSellersJsonRefetch = (deps: Pick<ModuleDeps, 'db' | 'jobs' | 'config'>) =>
  deps.jobs.schedule(
    sellersJsonRefetchJob(deps, sellersJsonFetchJob(deps.db, sellersJsonFetcher(deps.config))),
    SELLERS_JSON_REFETCH_CRON,
    {},
    { key: 'partner-sellers-json-refetch' },
  );
