import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMaskHeader, type Mask } from '@adcast/domain/masks';
import { REPORT_AT_ONCE_LIMITS } from '@adcast/domain/reports/report-jobs';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AdcastApp, buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { type Database, openDatabase, PGLITE_OPTIONS, usePglite } from '../../src/db/client';
import { users } from '../../src/db/schema/identity';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/http/attempt-limiter';
import type { Mailer } from '../../src/mail/mailer';
import { testDatabaseUrl, testEngine, urlForDatabase } from './engine';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  clickhouseUrl: undefined,
  factsPath: ':memory:',
  pgliteSharedBuffers: undefined,
  facts: { memoryLimit: '256MB', threads: undefined },
  publicUrl: 'https://console.adcast.test',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  jwtTtl: '1h',
  smtpUrl: undefined,
  mailFrom: 'Adcast <no-reply@adcast.test>',
  sellersContact: { email: 'sellers@adcast.test', address: '1 Test Street, Testville' },
  webDist: '/nonexistent',
  logLevel: 'silent',
  seedDemo: false,
  demoTraffic: false,
  checkAnswers: true,
  rateLimits: DEFAULT_RATE_LIMITS,
  trustProxy: false,
  corsOrigins: [],
  timeouts: { requestMs: 30_000, keepAliveMs: 5_000, checkIntervalMs: 30_000, shutdownMs: 10_000 },
  s3: undefined,
  media: {
    dir: join(tmpdir(), `adcast-media-${process.pid}-${randomBytes(4).toString('hex')}`),
    transcodeConcurrency: 1,
    transcodeThreads: 1,
    ladder: [720],
    // The tests check what a transcode makes, not how small: the fastest encoder setting.
    x264Preset: 'ultrafast',
    maxBytes: 50 * 1024 * 1024,
    fetchAllowHosts: [],
    demoMedia: false,
    youtube: { apiKey: '', apiUrl: 'https://www.googleapis.com/youtube/v3' },
  },
  documents: {
    dir: join(tmpdir(), `adcast-documents-${process.pid}-${randomBytes(4).toString('hex')}`),
    maxBytes: 64 * 1024,
  },
  reports: {
    filesDir: join(tmpdir(), `adcast-report-files-${process.pid}-${randomBytes(4).toString('hex')}`),
    atOnce: REPORT_AT_ONCE_LIMITS,
  },
  ...overrides,
});

/** A fresh copy of the migrated and seeded demo database, on the engine under test. */
export async function freshDatabase(
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database & { openAnother(): Promise<Database> }> {
  const template = inject('seededTemplate');
  if (testEngine() === 'pglite') {
    const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([await readFile(template)]) });
    await client.waitReady;
    // PGlite runs inside one process: a second server on it shares the same instance.
    const database = usePglite(client);
    return { ...database, openAnother: async () => ({ ...database, close: async () => {} }) };
  }
  const base = testDatabaseUrl();
  const name = `adcast_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = urlForDatabase(base, name);
  const database = await openDatabase({ url, dataDir: null, ...options });
  return {
    ...database,
    /** Another pool of connections to the same database, as a second server would hold. */
    openAnother: () => openDatabase({ url, dataDir: null }),
    close: async () => {
      await database.close();
      // The pool's end resolves before the server has ended its sessions; a plain drop waits for them
      // (a forced one would kill them mid-goodbye and their clients would throw).
      await admin
        .query(`drop database if exists ${name}`)
        .catch(() => admin.query(`drop database if exists ${name} with (force)`));
      await admin.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    limits?: RateLimits;
    adsTxtPorts?: { http: number; https: number };
  } = {},
) {
  const database = await freshDatabase();
  const config = testConfig(options.config);
  const app: AdcastApp = await buildApp({
    sharedDatabase: testEngine() === 'postgres',
    config,
    db: database.db,
    logger: false,
    mailer: options.mailer,
    limits: options.limits,
    adsTxtPorts: options.adsTxtPorts,
  });
  await app.ready();
  await app.deps.jobs.start();

  /** A token for a demo user, signed directly (sign-in itself is tested on its own). */
  async function tokenFor(email: string): Promise<string> {
    const [user] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`no demo user ${email}`);
    return app.deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  }

  /** Requests as a demo user, optionally under a mask (`X-Mask`). */
  async function as(email: string, mask?: Mask | string) {
    const token = await tokenFor(email);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (mask) headers['x-mask'] = typeof mask === 'string' ? mask : formatMaskHeader(mask);
    const send = (options: InjectOptions) =>
      app.inject({ ...options, headers: { ...headers, ...options.headers } });
    return {
      get: (url: string) => send({ method: 'GET', url }),
      post: (url: string, payload?: object) => send({ method: 'POST', url, payload }),
      put: (url: string, payload?: object) => send({ method: 'PUT', url, payload }),
      send,
    };
  }

  return {
    app,
    db: database.db,
    tokenFor,
    as,
    close: async () => {
      await app.close();
      await database.close();
      await rm(config.documents.dir, { recursive: true, force: true });
    },
  };
}

/** Who the demo seed makes, by e-mail. */
export const DEMO = {
  admin: 'admin@adcast.test',
  readonly: 'readonly@adcast.test',
  sales: 'sales@adcast.test',
  campaigns: 'campaigns@adcast.test',
  revops: 'revops@adcast.test',
  designer: 'designer@adcast.test',
  publisher: 'publisher@adcast.test',
  publishers: 'publishers@adcast.test',
  owner: 'owner@adcast.test',
  network: 'network@adcast.test',
  multi: 'multi@adcast.test',
} as const;

export const DEMO_PASSWORD = 'Demo-pass1!';
