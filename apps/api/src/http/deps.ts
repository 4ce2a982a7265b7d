import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ReadMemo } from '../db/read-memo';
import type { IdentityStore } from '../identity/identity-store';
import type { TokenService } from '../identity/tokens';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import type { Storage } from '../media/storage/open-storage';
import type { AnyRecord } from '../records/definition';
import type { FactStore } from '../reports/fact-store';
import type { RateLimits } from './attempt-limiter';
import type { BackgroundWork } from './background';

/** A record list the app serves: its definition and paths (the list benches are generated from these). */
export type ServedList = { definition: AnyRecord; list: string; counts: string; hasParent: boolean };

/** What the modules are built from; tests build it with their own database, mailer and limits. */
export type AppDeps = {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  identities: IdentityStore;
  mailer: Mailer;
  background: BackgroundWork;
  limits: RateLimits;
  /** Expensive read results (searched counts), cleared by every write. */
  reads: ReadMemo;
  /** Background work (the job queue); started by main, stopped when the app closes. */
  jobs: JobQueue;
  /** Stored files: media and documents, on disk or in the bucket. */
  storage: Storage;
  /** The report facts (DuckDB or ClickHouse). */
  facts: FactStore;
  /** Every record list registered so far, in order. */
  lists: ServedList[];
};
