import type { FastifyBaseLogger } from 'fastify';
import type { AdsTxtCrawler } from '../ads-txt/ads-txt-crawler';
import type { BeaconBuffer } from '../beacons/beacon-buffer';
import type { BeaconSigner } from '../beacons/beacon-token';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ReadMemo } from '../db/read-memo';
import type { RateLimits } from '../http/attempt-limiter';
import type { BackgroundWork } from '../http/background';
import type { ApiTokenVerifier } from '../identity/api-tokens';
import type { IdentityStore } from '../identity/identity-store';
import type { TokenService } from '../identity/tokens';
import type { TwoFactorKeys } from '../identity/two-factor-keys';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import type { Storage } from '../media/storage/open-storage';
import type { ServedList } from '../records/record-deps';
import type { WriteFollowers } from '../records/write-followers';
import type { FactStore } from '../reports/fact-store';

/**
 * What the modules are built from: every engine and the request plumbing. The app's deps
 * (app-deps.ts) are this; tests build it with their own database, mailer and limits.
 */
export type ModuleDeps = {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  identities: IdentityStore;
  /** API tokens (`adc_…`), checked in the database on every request. */
  apiTokens: ApiTokenVerifier;
  /** Seals authenticator secrets and signs sign-in challenges. */
  twoFactorKeys: TwoFactorKeys;
  mailer: Mailer;
  background: BackgroundWork;
  limits: RateLimits;
  /** Expensive read results (searched counts), cleared by every write. */
  reads: ReadMemo;
  /** The work that follows the writes of a kind of record (an app's crawl after its URL changed). */
  followers: WriteFollowers;
  /** Background work (the job queue); started by main, stopped when the app closes. */
  jobs: JobQueue;
  /** The ads.txt / app-ads.txt crawler: its jobs are on `jobs`; the apps and domains areas add their subjects. */
  adsTxt: AdsTxtCrawler;
  /** Stored files: media and documents, on disk or in the bucket. */
  storage: Storage;
  /** The report facts (DuckDB or ClickHouse). */
  facts: FactStore;
  /** The tag's answered requests and the players' beacons, written to the facts in batches. */
  beacons: BeaconBuffer;
  /** Signs the served ads the beacons carry. */
  beaconSigner: BeaconSigner;
  /** Every record list registered so far, in order. */
  lists: ServedList[];
};
