import { readSellersJson } from '@adcast/domain/supply-chain/partner-sellers-json';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { partnerSellersJsonUrl, savePartnerSellersJsonFetch } from '../../db/supply-chain';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/queue';
import { FetchError } from '../../media/fetch/fetch-error';
import { GuardedFetcher } from '../../media/fetch/guarded-fetcher';

/** Large exchanges publish files of tens of megabytes. */
const LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 30_000, maxRedirects: 3 };

/** Reads one partner's sellers.json through the guarded fetcher and keeps what it found. */
export async function fetchPartnerSellersJson(
  db: Db,
  fetcher: GuardedFetcher,
  partnerId: number,
  now = new Date(),
) {
  const url = await partnerSellersJsonUrl(db, partnerId);
  if (url === null) return;
  let text: string;
  try {
    text = new TextDecoder('utf-8').decode((await fetcher.fetch(url, LIMITS)).body);
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    await savePartnerSellersJsonFetch(
      db,
      partnerId,
      url,
      { status: 'UNREACHABLE', reason: error.message, sellers: null },
      now,
    );
    return;
  }
  const read = readSellersJson(text);
  const result = read.ok
    ? { status: 'FETCHED' as const, reason: null, sellers: read.sellers }
    : { status: 'INVALID' as const, reason: read.reason, sellers: null };
  await savePartnerSellersJsonFetch(db, partnerId, url, result, now);
}

/** The fetcher partners' files are read through: the hosts the configuration allows, our name. */
export const sellersJsonFetcher = (config: Pick<Config, 'media'>) =>
  new GuardedFetcher({ allowHosts: config.media.fetchAllowHosts, userAgent: 'Adcast sellers.json reader' });

export type SellersJsonFetchJob = JobDefinition<{ partnerId: number }>;

/**
 * The background job: one run per partner at a time (keyed), a few at once per process;
 * `fetched` follows each kept result.
 */
export const sellersJsonFetchJob = (
  db: Db,
  fetcher: GuardedFetcher,
  fetched: (partnerId: number) => Promise<unknown> = async () => {},
): SellersJsonFetchJob => ({
  name: 'partner-sellers-json-fetch',
  schema: z.object({ partnerId: z.number().int().positive() }),
  concurrency: 2,
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
  run: async ({ partnerId }) => {
    await fetchPartnerSellersJson(db, fetcher, partnerId);
    await fetched(partnerId);
  },
});

/** Queues the fetch of each partner's file in one insert; a partner's fetch already queued stays one. */
export const queueSellersJsonFetches = (
  jobs: JobQueue,
  job: SellersJsonFetchJob,
  partnerIds: readonly number[],
) =>
  jobs.sendMany(
    job,
    partnerIds.map((partnerId) => ({ data: { partnerId }, key: `partner-${partnerId}` })),
  );
