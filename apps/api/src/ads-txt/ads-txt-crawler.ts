import {
  AdsTxtTargetError,
  adsTxtLocation,
  appAdsTxtLocation,
} from '@adcast/domain/ads-txt/ads-txt-location';
import { crawlCompleteness } from '@adcast/domain/ads-txt/seller-lines';
import { z } from 'zod';
import { type AdsTxtCrawlRow, crawledSince, saveCrawl } from '../db/ads-txt-crawls';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/queue';
import type { GuardedFetcher } from '../media/fetch/guarded-fetcher';
import {
  type CrawlSubject,
  type CrawlSubjectKind,
  CrawlSubjectSchema,
  type CrawlSubjectSource,
  type CrawlTarget,
  targetText,
} from './crawl-subjects';
import { crawlTarget, storeHost } from './crawl-target';
import { HostGate } from './host-gate';
import type { ReadOptions } from './read-file';

export type AdsTxtCrawlerOptions = {
  db: Db;
  jobs: JobQueue;
  fetcher: GuardedFetcher;
  /** Crawls running at once in this process. */
  concurrency?: number;
  maxBytes?: number;
  timeoutMs?: number;
  /** The pause after a request before the next one to the same host. */
  gapMs?: number;
  now?: () => Date;
  ports?: ReadOptions['ports'];
};

export const ADS_TXT_DEFAULTS = { concurrency: 8, maxBytes: 2 * 1024 * 1024, timeoutMs: 15_000, gapMs: 1000 };
/** The re-crawl looks every hour for subjects whose last crawl is more than a day old. */
export const RECRAWL_CRON = '23 * * * *';
const RECRAWL_AFTER_MS = 24 * 60 * 60 * 1000;
const ID_BATCH = 1000;

/**
 * The ads.txt / app-ads.txt crawler: `requestCrawl` queues a subject's crawl (a background job,
 * `concurrency` at once, one request at a time per host); the hourly re-crawl queues every subject
 * of the registered sources whose last crawl is older than a day.
 */
export class AdsTxtCrawler {
  readonly crawlJob: JobDefinition<z.output<typeof CrawlSubjectSchema>>;
  readonly recrawlJob: JobDefinition<object>;
  private readonly sources: CrawlSubjectSource[] = [];
  private readonly crawlListeners: ((crawl: AdsTxtCrawlRow) => Promise<unknown>)[] = [];
  private readonly read: ReadOptions;
  private readonly now: () => Date;

  constructor(private readonly options: AdsTxtCrawlerOptions) {
    this.now = options.now ?? (() => new Date());
    this.read = {
      fetcher: options.fetcher,
      gate: new HostGate(options.gapMs ?? ADS_TXT_DEFAULTS.gapMs),
      maxBytes: options.maxBytes ?? ADS_TXT_DEFAULTS.maxBytes,
      timeoutMs: options.timeoutMs ?? ADS_TXT_DEFAULTS.timeoutMs,
      ports: options.ports,
    };
    this.crawlJob = {
      name: 'ads-txt-crawl',
      schema: CrawlSubjectSchema,
      concurrency: options.concurrency ?? ADS_TXT_DEFAULTS.concurrency,
      retryLimit: 1,
      retryDelaySeconds: 60,
      expireInSeconds: 10 * 60,
      run: async (subject) => {
        await this.crawlNow(subject);
      },
    };
    this.recrawlJob = {
      name: 'ads-txt-recrawl',
      schema: z.object({}),
      run: async () => {
        await this.queueStale();
      },
    };
    options.jobs.register(this.crawlJob);
    options.jobs.register(this.recrawlJob);
  }

  /** Adds the subjects an area keeps crawled (the apps area its apps, the domains area its domains). */
  addSource(source: CrawlSubjectSource): void {
    this.sources.push(source);
  }

  /** Work that follows each crawl once its result is kept (the supply-chain flags of its publisher). */
  afterCrawl(listener: (crawl: AdsTxtCrawlRow) => Promise<unknown>): void {
    this.crawlListeners.push(listener);
  }

  /**
   * Queues a crawl of one app or domain. A string target is a domain or address (DOMAIN) or a
   * developer URL (APP); `{ storeUrl }` names an app's store listing. A target naming no
   * registrable domain is refused here (AdsTxtTargetError), before anything is queued.
   */
  async requestCrawl(
    kind: CrawlSubjectKind,
    id: number,
    target: string | CrawlTarget,
    options: Pick<CrawlSubject, 'networkId' | 'needed'> = { networkId: null },
  ): Promise<string | null> {
    const given =
      typeof target !== 'string' ? target : kind === 'DOMAIN' ? { domain: target } : { developerUrl: target };
    checkTarget(given);
    const subject = CrawlSubjectSchema.parse({ kind, id, target: given, ...options });
    return this.options.jobs.send(this.crawlJob, subject, { key: crawlKey(subject) });
  }

  /**
   * Queues the crawls of many subjects in one insert (a crawl already queued stays as it is); a
   * subject whose target names no registrable domain is left out. Answers the subjects queued or
   * already queued, and those left out.
   */
  async requestCrawls(
    subjects: readonly CrawlSubject[],
  ): Promise<{ queued: CrawlSubject[]; unreadable: CrawlSubject[] }> {
    const queued: CrawlSubject[] = [];
    const unreadable: CrawlSubject[] = [];
    for (const subject of subjects) {
      try {
        checkTarget(subject.target);
        queued.push(subject);
      } catch (error) {
        if (!(error instanceof AdsTxtTargetError)) throw error;
        unreadable.push(subject);
      }
    }
    await this.options.jobs.sendMany(
      this.crawlJob,
      queued.map((subject) => ({ data: CrawlSubjectSchema.parse(subject), key: crawlKey(subject) })),
    );
    return { queued, unreadable };
  }

  /** Runs the hourly re-crawl from now on (main does at start). */
  scheduleRecrawl(): Promise<void> {
    return this.options.jobs.schedule(this.recrawlJob, RECRAWL_CRON, {}, { key: 'ads-txt-recrawl' });
  }

  /** Crawls a subject here and now and keeps the result (what the crawl job runs). */
  async crawlNow(input: CrawlSubject): Promise<AdsTxtCrawlRow> {
    const subject = CrawlSubjectSchema.parse(input);
    const result = await crawlTarget(this.read, subject.target);
    const row: AdsTxtCrawlRow = {
      subjectKind: subject.kind,
      subjectId: subject.id,
      networkId: subject.networkId,
      target: targetText(subject.target),
      status: crawlCompleteness(result, subject.needed),
      outcome: result.outcome,
      reason: result.reason,
      url: result.url,
      crawledAt: this.now(),
      records: result.records,
      variables: result.variables,
      problems: result.problems,
      needed: subject.needed,
    };
    await saveCrawl(this.options.db, row);
    for (const listener of this.crawlListeners) await listener(row);
    return row;
  }

  /**
   * Queues every source's subjects not crawled within the last day, a batch of a thousand in one
   * insert; answers how many were queued (those already queued are not counted).
   */
  async queueStale(): Promise<number> {
    const since = new Date(this.now().getTime() - RECRAWL_AFTER_MS);
    let queued = 0;
    for (const source of this.sources) {
      const subjects = await source.subjects();
      const stray = subjects.find((subject) => subject.kind !== source.kind);
      if (stray) throw new Error(`the ${source.kind} subject source gave ${stray.kind} ${stray.id}`);
      for (let start = 0; start < subjects.length; start += ID_BATCH) {
        const batch = subjects.slice(start, start + ID_BATCH);
        const fresh = await crawledSince(
          this.options.db,
          source.kind,
          batch.map((subject) => subject.id),
          since,
        );
        queued += await this.options.jobs.sendMany(
          this.crawlJob,
          batch
            .filter((candidate) => !fresh.has(candidate.id))
            .map((subject) => ({ data: CrawlSubjectSchema.parse(subject), key: crawlKey(subject) })),
        );
      }
    }
    return queued;
  }
}

/** One queued crawl per subject: a crawl asked again while queued runs once. */
const crawlKey = (subject: Pick<CrawlSubject, 'kind' | 'id'>) => `${subject.kind}-${subject.id}`;

/** Throws AdsTxtTargetError for a target whose file has no place to be looked for. */
function checkTarget(target: CrawlTarget): void {
  if ('domain' in target) adsTxtLocation(target.domain);
  else if ('developerUrl' in target) appAdsTxtLocation(target.developerUrl);
  else storeHost(target.storeUrl);
}
