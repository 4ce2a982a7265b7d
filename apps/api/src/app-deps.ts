import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { AdsTxtCrawler } from './ads-txt/ads-txt-crawler';
import { BeaconBuffer } from './beacons/beacon-buffer';
import { BeaconSigner } from './beacons/beacon-token';
import type { Config } from './config';
import { DatabaseAttemptStore } from './db/attempts';
import type { Db } from './db/client';
import { ReadMemo } from './db/read-memo';
import { isTokenRevoked, revokeToken } from './db/revoked-tokens';
import { defaultRateLimits, type RateLimits } from './http/attempt-limiter';
import { BackgroundWork } from './http/background';
import { ApiTokenVerifier } from './identity/api-tokens';
import { IdentityStore } from './identity/identity-store';
import { TokenService } from './identity/tokens';
import { TwoFactorKeys } from './identity/two-factor-keys';
import { JobQueue } from './jobs/queue';
import { createMailer, type Mailer } from './mail/mailer';
import { GuardedFetcher } from './media/fetch/guarded-fetcher';
import { openStorage } from './media/storage/open-storage';
import type { ModuleDeps } from './modules/module-deps';
import { WriteFollowers } from './records/write-followers';
import type { FactStore } from './reports/fact-store';
import { openFactStore } from './reports/open-store';

export type BuildOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  limits?: RateLimits;
  /** Report facts; opened from the config (and closed with the app) when not given. */
  facts?: FactStore;
  /**
   * Other servers may share the database (PostgreSQL): what this one keeps is checked against the
   * shared epoch on every request. PGlite belongs to one process, so it needs no such check.
   */
  sharedDatabase?: boolean;
  /** Tests only: the ports the ads.txt crawler reaches its loopback hosts on. */
  adsTxtPorts?: { http: number; https: number };
};

/**
 * Every floor's deps in one object: the modules' (ModuleDeps), which holds what the record routes
 * (RecordDeps) and the auth guard take.
 */
export type AppDeps = ModuleDeps;

/** The engines the app runs on; buildApp closes what they open when the app closes. */
export async function buildAppDeps(options: BuildOptions, log: FastifyBaseLogger): Promise<AppDeps> {
  const tokens = new TokenService(options.config.jwtSecret, options.config.jwtTtl, {
    isRevoked: (tokenHash) => isTokenRevoked(options.db, tokenHash),
    revoke: (tokenHash, expiresAt) => revokeToken(options.db, tokenHash, expiresAt),
  });
  const identities = new IdentityStore(options.db);
  const background = new BackgroundWork(log);
  const reads = new ReadMemo();
  // Started by whoever runs the app (main, tests that need workers); stopped when the app closes.
  const jobs = new JobQueue(options.db, log, options.config.timeouts.shutdownMs);
  const facts = options.facts ?? (await openFactStore(options.config));
  return {
    config: options.config,
    db: options.db,
    log,
    tokens,
    identities,
    apiTokens: new ApiTokenVerifier(options.db),
    twoFactorKeys: new TwoFactorKeys(options.config.jwtSecret),
    background,
    followers: new WriteFollowers(background),
    limits:
      options.limits ?? defaultRateLimits(options.config.rateLimits, new DatabaseAttemptStore(options.db)),
    reads,
    facts,
    storage: openStorage(options.config),
    jobs,
    adsTxt: new AdsTxtCrawler({
      db: options.db,
      jobs,
      fetcher: new GuardedFetcher({
        allowHosts: options.config.media.fetchAllowHosts,
        userAgent: 'Adcast ads.txt crawler',
      }),
      ports: options.adsTxtPorts,
    }),
    beacons: new BeaconBuffer(options.db, facts, log),
    beaconSigner: new BeaconSigner(options.config.jwtSecret),
    lists: [],
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: options.config.smtpUrl, from: options.config.mailFrom, db: options.db, log }),
  };
}
