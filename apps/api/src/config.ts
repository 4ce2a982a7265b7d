import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@adcast/domain/documents';
import { REPORT_AT_ONCE_LIMITS } from '@adcast/domain/reports/report-jobs';
import { z } from 'zod';
import { transcodeThreads } from './media/ffmpeg/cpu-share';
import { X264_PRESETS, type X264Preset } from './media/ffmpeg/hls-transcode';
import { parseS3Url, type S3Location } from './media/storage/s3-location';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  CLICKHOUSE_URL: z.string().url().optional(),
  // DuckDB's own units ('256MB', '1GB'); its default is 80% of the machine's memory.
  REPORTS_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|KiB|MiB|GiB)$/i, 'a size such as 256MB or 1GB')
    .default('256MB'),
  REPORTS_THREADS: z.coerce.number().int().positive().optional(),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+\s*(kB|MB|GB)$/, 'a size such as 32MB')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z.string().default('12h'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Adcast <no-reply@adcast.test>'),
  SELLERS_CONTACT_EMAIL: z.string().email().optional(),
  SELLERS_CONTACT_ADDRESS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_ATTEMPTS_PER_CLIENT: z.coerce.number().int().positive().default(30),
  RECOVERY_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  RECOVERY_MAX_PER_CLIENT: z.coerce.number().int().positive().default(10),
  PASSWORD_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  /** Beacons one client (address) may send a second, per server; more answer 429. */
  BEACONS_PER_CLIENT_PER_SECOND: z.coerce.number().int().positive().default(1000),
  /** `false` (default), `true`, or comma-separated proxy addresses/CIDRs (`loopback`, `10.0.0.0/8`). */
  TRUST_PROXY: z.string().default('false'),
  /** Comma-separated origins allowed to call the API from a browser; none by default. */
  CORS_ORIGINS: z.string().default(''),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where media files live; `DATA_DIR/media` by default. */
  MEDIA_DIR: z.string().optional(),
  /** An S3-compatible bucket for media and documents instead of the disk (see `parseS3Url`). */
  S3_URL: z.string().url().optional(),
  /** Transcodes run at once in this process (default 1: the API stays responsive on 2 cores). */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Threads each transcode's ffmpeg may use; default: every core but one, shared by the concurrent transcodes. */
  TRANSCODE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  DEMO_MEDIA: z.enum(['true', 'false']).default('true'),
  DEMO_TRAFFIC: z.enum(['true', 'false']).default('true'),
  CHECK_ANSWERS: z.enum(['true', 'false']).default('false'),
  /** x264's preset for HLS renditions: `veryfast` (default); `ultrafast` encodes several times faster into bigger files. */
  HLS_X264_PRESET: z.enum(X264_PRESETS).default('veryfast'),
  /** HLS renditions by height: `720` (default) or an ABR ladder such as `360,720,1080`. */
  HLS_LADDER: z
    .string()
    .default('720')
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .pipe(z.array(z.union([z.literal(360), z.literal(480), z.literal(720), z.literal(1080)])).min(1)),
  /** The largest upload or downloaded media file, in bytes (default 2 GiB). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /** The largest document (publisher and content owner attachments), in bytes (default 10 MiB). */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().positive().default(DOCUMENT_MAX_BYTES),
  /** Tests only: host names the guarded fetcher may reach although they are local (comma-separated). */
  FETCH_ALLOW_HOSTS: z.string().default(''),
  /** YouTube Data API v3 key for YouTube feeds; without it a YouTube feed is refused with a clear message. */
  YOUTUBE_API_KEY: z.string().default(''),
  /** The Data API's base address (tests point it at a local fake). */
  YOUTUBE_API_URL: z.string().url().default('https://www.googleapis.com/youtube/v3'),
  /** Tipalti payouts: the payer name and its API key; without both, payouts are not configured. */
  TIPALTI_PAYER: z.string().default(''),
  TIPALTI_KEY: z.string().default(''),
  /** Tipalti's API (the payments history) and payee set-up page; the sandbox's for a test payer. */
  TIPALTI_API_URL: z.string().url().default('https://api.tipalti.com'),
  TIPALTI_IFRAME_URL: z.string().url().default('https://ui2.tipalti.com/payeedashboard/home'),
  /** How long a payments call to Tipalti may take before the user is told it did not answer. */
  TIPALTI_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where report files made in the background are kept; `DATA_DIR/report-files` by default. */
  REPORT_FILES_DIR: z.string().optional(),
  /** A report with more rows than this, or reading more fact rows than the second, runs as a job. */
  REPORT_AT_ONCE_ROWS: z.coerce.number().int().positive().default(REPORT_AT_ONCE_LIMITS.rows),
  REPORT_AT_ONCE_SCANNED_ROWS: z.coerce.number().int().positive().default(REPORT_AT_ONCE_LIMITS.scannedRows),
});

export type TrustProxy = boolean | string[];

export type Timeouts = {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** An idle kept-alive socket is closed after this. */
  keepAliveMs: number;
  /** How often the server looks for requests over their time. */
  checkIntervalMs: number;
  /** On SIGTERM in-flight requests get this long before the process gives up on them. */
  shutdownMs: number;
};

/** `TRUST_PROXY`: whose X-Forwarded-For names the client (rate limits count per real client). */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export type RateLimitConfig = {
  loginFailuresPerAccount: number;
  loginSlowdownAfterFailures: number;
  loginAttemptsPerClient: number;
  recoveryPerAccount: number;
  recoveryPerClient: number;
  passwordFailuresPerUser: number;
  beaconsPerClientPerSecond: number;
};

/**
 * How often Node looks for requests past their timeout: a request is cut within this of the
 * setting (Node's 30 s default let a 30 s timeout run to 60 s).
 */
export const connectionCheckInterval = (requestMs: number) =>
  Math.max(100, Math.min(1_000, Math.floor(requestMs / 10)));

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Report facts: ClickHouse over HTTP when set, else DuckDB in `factsPath` (':memory:' in tests). */
  clickhouseUrl: string | undefined;
  factsPath: string;
  /** PGlite's shared_buffers (db/client's PGLITE_SHARED_BUFFERS unless set). */
  pgliteSharedBuffers: string | undefined;
  /** DuckDB's memory limit and threads (all cores unless set). */
  facts: { memoryLimit: string; threads: number | undefined };
  publicUrl: string;
  jwtSecret: string;
  jwtTtl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The operator's contact in the public sellers.json. */
  sellersContact: { email?: string; address?: string };
  webDist: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  /** With the demo data: simulated ad traffic fills 90 days of report facts, then keeps up. */
  demoTraffic: boolean;
  /** Hot read routes' answers are also encoded with their schema and must equal it (see plainAnswers). */
  checkAnswers: boolean;
  rateLimits: RateLimitConfig;
  trustProxy: TrustProxy;
  corsOrigins: string[];
  timeouts: Timeouts;
  media: MediaConfig;
  /** Media and documents go to this bucket when `S3_URL` is set, else to the disk. */
  s3: S3Location | undefined;
  /** Publisher, content owner and campaign documents: kept under `dir` (`DATA_DIR/documents`), each at most `maxBytes`. */
  documents: { dir: string; maxBytes: number };
  reports: ReportsConfig;
  /** Publisher payouts through Tipalti; undefined when not configured. */
  tipalti?: TipaltiConfig;
};

export type TipaltiConfig = {
  payer: string;
  key: string;
  apiUrl: string;
  iframeUrl: string;
  timeoutMs: number;
};

export type ReportsConfig = {
  filesDir: string;
  /** Beyond either, a report runs as a job instead of answering at once. */
  atOnce: { rows: number; scannedRows: number };
};

export type MediaConfig = {
  /** Media on disk; with a bucket, only partial uploads and scratch files are kept here. */
  dir: string;
  transcodeConcurrency: number;
  transcodeThreads: number;
  /** Rendition heights, smallest first. */
  ladder: number[];
  x264Preset: X264Preset;
  maxBytes: number;
  fetchAllowHosts: string[];
  /** With the demo data: generate playable clips and two channels at first start. */
  demoMedia: boolean;
  youtube: { apiKey: string; apiUrl: string };
};

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Without JWT_SECRET, a random secret is kept in the data folder so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    clickhouseUrl: e.CLICKHOUSE_URL,
    factsPath: join(dataDir, 'reports.duckdb'),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    facts: { memoryLimit: e.REPORTS_MEMORY_LIMIT, threads: e.REPORTS_THREADS },
    publicUrl: (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtl: e.JWT_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sellersContact: { email: e.SELLERS_CONTACT_EMAIL, address: e.SELLERS_CONTACT_ADDRESS },
    webDist: resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    demoTraffic: e.SEED_DEMO === 'true' && e.DEMO_TRAFFIC === 'true',
    checkAnswers: e.CHECK_ANSWERS === 'true',
    rateLimits: {
      loginFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginSlowdownAfterFailures: e.LOGIN_SLOWDOWN_AFTER_FAILURES,
      loginAttemptsPerClient: e.LOGIN_MAX_ATTEMPTS_PER_CLIENT,
      recoveryPerAccount: e.RECOVERY_MAX_PER_ACCOUNT,
      recoveryPerClient: e.RECOVERY_MAX_PER_CLIENT,
      passwordFailuresPerUser: e.PASSWORD_MAX_FAILURES_PER_USER,
      beaconsPerClientPerSecond: e.BEACONS_PER_CLIENT_PER_SECOND,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      checkIntervalMs: connectionCheckInterval(e.REQUEST_TIMEOUT_MS),
      shutdownMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    s3: e.S3_URL ? parseS3Url(e.S3_URL) : undefined,
    media: {
      dir: e.MEDIA_DIR ? resolve(repoRoot, e.MEDIA_DIR) : join(dataDir, 'media'),
      transcodeConcurrency: e.TRANSCODE_CONCURRENCY,
      transcodeThreads: e.TRANSCODE_THREADS ?? transcodeThreads(e.TRANSCODE_CONCURRENCY),
      ladder: [...new Set(e.HLS_LADDER)].sort((a, b) => a - b),
      x264Preset: e.HLS_X264_PRESET,
      maxBytes: e.MEDIA_MAX_BYTES,
      fetchAllowHosts: e.FETCH_ALLOW_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      demoMedia: e.DEMO_MEDIA === 'true',
      youtube: { apiKey: e.YOUTUBE_API_KEY, apiUrl: e.YOUTUBE_API_URL },
    },
    documents: { dir: join(dataDir, 'documents'), maxBytes: e.DOCUMENT_MAX_BYTES },
    reports: {
      filesDir: e.REPORT_FILES_DIR ? resolve(repoRoot, e.REPORT_FILES_DIR) : join(dataDir, 'report-files'),
      atOnce: { rows: e.REPORT_AT_ONCE_ROWS, scannedRows: e.REPORT_AT_ONCE_SCANNED_ROWS },
    },
    ...(e.TIPALTI_PAYER && e.TIPALTI_KEY
      ? {
          tipalti: {
            payer: e.TIPALTI_PAYER,
            key: e.TIPALTI_KEY,
            apiUrl: e.TIPALTI_API_URL,
            iframeUrl: e.TIPALTI_IFRAME_URL,
            timeoutMs: e.TIPALTI_TIMEOUT_MS,
          },
        }
      : {}),
  };
}
