// `npx tsx bench/campaign-health.ts [--scale 1] [--line-items 10000] [--per-day 3] [--seconds 10] [--keep]
// [--profile DIR]` (issue 25): the refresh of every active line item's stored health over
// `--line-items` active line items (100 orders, flights spanning today in seven time zones, goals in
// impressions and in spend) with 90 days of report facts carrying their line_item_id (`--per-day`
// facts per line item and day; delivery ahead, on track, behind, at risk or none), written into the
// server's DuckDB file before it starts. Measured: the time from POST refresh-all-health-statuses
// (as the admin) to every active line item's stored health being newer than the call, cold and
// warm; the line items list read by 4 clients idle, then while the job runs back to back (queued
// as the hourly schedule does, then called through the API), its p50/p95/p99 and p99 over idle;
// last, the create of a VAST 4.2 creative given as XML (validated by the server), new names each.
// `--scale 0.1` seeds a tenth of the line items; `--profile DIR` writes the API's CPU profile.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { insertJob } from '../apps/api/src/db/jobs/job-rows';
import { runOptions } from '../apps/api/src/jobs/worker';
import { DuckDbFactStore } from '../apps/api/src/reports/duckdb-store';
import { countOf, fillPlan, fillStatements } from '../apps/api/src/reports/fill-rollups';
import { AD_ROLLUPS, HOURLY } from '../apps/api/src/reports/tables';
import { seedDemo } from '../apps/api/src/seed/demo';
import { dropDatabase, freshDatabase } from './database';
import { freshDataDir, load, saveResult, signIn, startUntil, stop } from './support';

const flag = (name: string) => process.argv.includes(name);
const arg = (name: string) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SCALE = Number(arg('--scale') ?? 1);
const LINE_ITEMS = Number(arg('--line-items') ?? Math.round(10_000 * SCALE));
const PER_DAY = Number(arg('--per-day') ?? 3);
// Writes a CPU profile of the API (node --cpu-prof) into this folder when it stops.
const profileDir = arg('--profile');
const SECONDS = Number(arg('--seconds') ?? 10);
const CLIENTS = 4;
const ORDERS = 100;
const DAYS = 90;
const VAST_CREATES = 50;
const DATABASE = 'adcast_bench_campaign_health';
const API_PORT = 8293;
const api = `http://127.0.0.1:${API_PORT}`;
const JOB = 'line-item-health-refresh';
const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
];

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(today) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The bench network: advertisers, orders and line items in a few statements. Line item n started
 * n % 90 days ago and ends 0 to 59 days from today; a third have a spend goal, the rest an
 * impressions goal.
 */
async function seedCampaigns(client: pg.Client): Promise<{ networkId: number; advertiserId: number }> {
  const {
    rows: [network],
  } = await client.query("insert into networks (name) values ('Bench health network') returning id");
  const networkId = Number(network.id);
  await client.query(
    `insert into advertisers (name, network_id) select 'Health advertiser ' || n, $1 from generate_series(1, 20) n`,
    [networkId],
  );
  await client.query(
    `insert into orders (name, advertiser_id, network_id, budget, start_date, end_date)
     select 'Health order ' || n, a.id, $1, 5000000, $2::date - 90, $2::date + 90
     from generate_series(1, ${ORDERS}) n
     join (select id, row_number() over (order by id) - 1 as k from advertisers where network_id = $1) a on a.k = n % 20`,
    [networkId, today],
  );
  await client.query(
    `insert into line_items (name, order_id, network_id, type, cpm, goal_type, goal_amount, start_date, end_date,
                             time_zone, pacing, priority)
     select 'Health line item ' || n, o.id, $1, 'STANDARD', 5 + (n % 20),
            case when n % 3 = 0 then 'SPEND' else 'IMPRESSIONS' end,
            case when n % 3 = 0 then 1000 * (5 + n % 45) else 10000 * (20 + n % 180) end,
            $2::date - (n % ${DAYS}), $2::date + ((n * 7) % 60),
            ($3::text[])[1 + n % ${TIME_ZONES.length}], case when n % 4 = 0 then 'ASAP' else 'EVEN' end, 1 + (n % 12)
     from generate_series(1, ${LINE_ITEMS}) n
     join (select id, row_number() over (order by id) - 1 as k from orders where network_id = $1) o on o.k = n % ${ORDERS}`,
    [networkId, today, TIME_ZONES],
  );
  await client.query('analyze');
  const {
    rows: [advertiser],
  } = await client.query('select min(id) as id from advertisers where network_id = $1', [networkId]);
  return { networkId, advertiserId: Number(advertiser.id) };
}

/** How each line item delivers against its ideal curve (by its rank): none, 0.5, 0.8, 1.0 or 1.25 of it. */
const deliveryFactor = (rank: number) => [0, 0.5, 0.5, 0.8, 0.8, 1, 1, 1, 1, 1.25][rank % 10]!;

/**
 * The facts of the bench line items, written into the server's DuckDB file before it starts (as
 * the importer would: hourly rows, then every rollup): for each day of the last 90 before today
 * inside a line item's flight, `PER_DAY` facts at different hours, placements and countries that
 * add up to its goal over its flight times its delivery factor (±20 %).
 */
async function seedFacts(client: pg.Client, networkId: number, path: string) {
  const { rows } = await client.query(
    `select l.id, l.order_id, o.advertiser_id, l.goal_type, l.goal_amount::float8 as goal_amount,
            l.cpm::float8 as cpm, l.start_date::text as start_date, l.end_date::text as end_date
     from line_items l join orders o on o.id = l.order_id where l.network_id = $1 order by l.id`,
    [networkId],
  );
  const items = rows.map((row, rank) => ({ ...row, factor: deliveryFactor(rank) }));
  const store = await DuckDbFactStore.open(path);
  try {
    await store.execute(`CREATE TABLE bench_line_items (id INTEGER, order_id INTEGER, advertiser_id INTEGER,
      goal_type VARCHAR, goal_amount DOUBLE, cpm DOUBLE, start_date DATE, end_date DATE, factor DOUBLE)`);
    const noise = `(0.8 + (hash(li.id * 131 + k * 7 + v) % 400) / 1000.0)`;
    const daily = `(li.goal_amount / (date_diff('day', li.start_date, li.end_date) + 1) * li.factor / ${PER_DAY} * ${noise})`;
    const impressions = `CAST(CASE WHEN li.goal_type = 'IMPRESSIONS' THEN ${daily} ELSE ${daily} / li.cpm * 1000 END AS BIGINT)`;
    const day = `(DATE '${today}' - ${DAYS} + CAST(k AS INTEGER))`;
    const facts = `INSERT INTO ${HOURLY.name} (hour, placement_id, publisher_id, network_id, line_item_id, order_id, advertiser_id,
        creative_id, country, platform, device_type, ad_requests, dp_ad_requests, filled_impressions, ad_impressions, revenue, pub_revenue, batch_id)
      SELECT CAST(${day} AS TIMESTAMP) + to_hours(CAST((li.id * 5 + v * 7) % 24 AS INTEGER)),
        CAST(1 + (li.id * 13 + v) % 3000 AS INTEGER), CAST(1 + (li.id + v) % 40 AS INTEGER), ${networkId},
        li.id, li.order_id, li.advertiser_id, 0, ['US', 'US', 'CA', 'GB'][1 + (li.id + v) % 4], 'CTV', 3,
        ${impressions} * 5 / 4, ${impressions} * 5 / 4, ${impressions}, ${impressions},
        ${impressions} * li.cpm / 1000.0, ${impressions} * li.cpm / 1000.0 * 0.6, 'bench-campaign-health'
      FROM bench_line_items li, range(0, ${DAYS}) days(k), range(0, ${PER_DAY}) variants(v)
      WHERE li.factor > 0 AND ${day} >= li.start_date AND ${day} <= li.end_date`;
    const started = performance.now();
    await store.atomically([
      { table: 'bench_line_items', chunks: [items] },
      facts,
      ...fillStatements(store.dialect, fillPlan(AD_ROLLUPS), dayOffset(-DAYS), today),
      `INSERT INTO fact_imports (batch_id, rows, imported_at) SELECT 'bench-campaign-health', count(*), now()::TIMESTAMP FROM ${HOURLY.name}`,
      'DROP TABLE bench_line_items',
    ]);
    const count = await countOf(store, HOURLY);
    return { facts: count, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await store.close();
  }
}

/** Every active line item, and those whose stored health was checked at or after `since`. */
async function refreshed(client: pg.Client, since: Date) {
  const {
    rows: [row],
  } = await client.query(
    `select count(*)::int as active, count(h.line_item_id) filter (where h.checked_on >= $1)::int as refreshed
     from line_items l left join line_item_health h on h.line_item_id = l.id where l.status = 'ACTIVE'`,
    [since],
  );
  return row as { active: number; refreshed: number };
}

/**
 * One refresh: the call (as the admin), then every 50 ms until every active line item's stored
 * health is newer than the call; the wall time, and the run's own time as the job queue kept it.
 */
async function refreshOnce(client: pg.Client, headers: Record<string, string>) {
  const {
    rows: [queued],
  } = await client.query('select now() as at');
  // Each stored health is checked at its run's start (the server's clock, this machine's).
  const since = new Date();
  const called = performance.now();
  const answer = await fetch(`${api}${CAMPAIGN_API.refreshLineItemHealth}`, { method: 'POST', headers });
  if (answer.status !== 202) throw new Error(`refresh answered ${answer.status}: ${await answer.text()}`);
  for (;;) {
    const { active, refreshed: done } = await refreshed(client, since);
    if (done >= active) break;
    if (performance.now() - called > 15 * 60_000) throw new Error(`refreshed ${done} of ${active} in 15 min`);
    await sleep(50);
  }
  const wallMs = Math.round(performance.now() - called);
  // The run that did it: the newest of the job's runs, once the queue has recorded its end.
  for (;;) {
    const {
      rows: [run],
    } = await client.query(
      `select state, extract(epoch from (completed_on - started_on)) * 1000 as ms from jobs
       where name = $1 and created_on >= $2 order by created_on desc limit 1`,
      [JOB, queued.at],
    );
    if (run?.state === 'completed') return { wallMs, jobMs: Math.round(Number(run.ms)) };
    if (run?.state === 'failed') throw new Error('the refresh job failed');
    await sleep(50);
  }
}

/** The stored health of the active line items, by health. */
async function healthCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query(
    `select h.health, count(*)::int as n from line_item_health h join line_items l on l.id = h.line_item_id
     where l.status = 'ACTIVE' group by h.health order by h.health`,
  );
  return Object.fromEntries(rows.map((row) => [row.health, row.n]));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ratio = (busy: number, idle: number) => Math.round((busy / Math.max(idle, 0.01)) * 10) / 10;

/** Until a run of the refresh queued on or after `since` has started. */
async function firstRunActive(client: pg.Client, since: Date) {
  for (;;) {
    const { rowCount } = await client.query(
      "select 1 from jobs where name = $1 and created_on >= $2 and state <> 'created'",
      [JOB, since],
    );
    if (rowCount) return;
    await sleep(50);
  }
}

/** How long each run of the refresh queued on or after `since` took, once every one has ended. */
async function runsSince(client: pg.Client, since: Date): Promise<number[]> {
  for (;;) {
    const { rows } = await client.query(
      `select state, extract(epoch from (completed_on - started_on)) * 1000 as ms from jobs
       where name = $1 and created_on >= $2 order by created_on`,
      [JOB, since],
    );
    if (rows.some((row) => row.state === 'failed')) throw new Error('a refresh run failed');
    if (rows.every((row) => row.state === 'completed')) return rows.map((row) => Math.round(Number(row.ms)));
    await sleep(50);
  }
}

const summary = (ms: readonly number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { runs: sorted.length, p50: percentile(sorted, 0.5), max: sorted.at(-1) ?? 0 };
};

/** A VAST 4.2 InLine ad: one 15 s linear creative, an H.264 MP4 at 1280x720 with its tracking. */
const VAST_XML = (name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST">
  <Ad id="${name}">
    <InLine>
      <AdSystem version="4.2">Adcast bench</AdSystem>
      <AdServingId>${name}-serving</AdServingId>
      <AdTitle>${name}</AdTitle>
      <Advertiser>Health advertiser</Advertiser>
      <Error><![CDATA[https://track.example.com/error?code=[ERRORCODE]]]></Error>
      <Impression id="imp"><![CDATA[https://track.example.com/impression?ad=${name}]]></Impression>
      <Creatives>
        <Creative id="${name}-creative" adId="${name}-ad" sequence="1">
          <UniversalAdId idRegistry="ad-id.org">BNCH0000000H</UniversalAdId>
          <Linear>
            <Duration>00:00:15</Duration>
            <TrackingEvents>
              ${['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']
                .map(
                  (event) =>
                    `<Tracking event="${event}"><![CDATA[https://track.example.com/${event}?ad=${name}]]></Tracking>`,
                )
                .join('\n              ')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="click"><![CDATA[https://advertiser.example.com/]]></ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="mp4-720" delivery="progressive" type="video/mp4" width="1280" height="720"
                         codec="avc1.4d401f" bitrate="2500" scalable="true" maintainAspectRatio="true"><![CDATA[https://cdn.example.com/bench/${name}-720p.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** Creates `VAST_CREATES` VAST creatives one after another, each under a new name; their times. */
async function vastCreates(headers: Record<string, string>, advertiserId: number) {
  const ms: number[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < VAST_CREATES; i++) {
    const name = `Bench spot ${stamp}-${i}`;
    const started = performance.now();
    const answer = await fetch(`${api}${CAMPAIGN_API.creatives}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        advertiserId,
        name,
        type: 'VAST',
        vastType: 'XML',
        vastXml: VAST_XML(`bench-${stamp}-${i}`),
        duration: 15,
        ivtEnabled: false,
        watermarkEnabled: false,
        mute: false,
      }),
    });
    const body = await answer.text();
    ms.push(performance.now() - started);
    if (answer.status !== 201) throw new Error(`VAST create answered ${answer.status}: ${body}`);
    if (i === 0) {
      const created = JSON.parse(body) as { vastVersion: string | null };
      if (created.vastVersion !== '4.2') throw new Error(`VAST read as version ${created.vastVersion}`);
    }
  }
  ms.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { creates: ms.length, p50: round(percentile(ms, 0.5)), p99: round(percentile(ms, 0.99)) };
}

const url = await freshDatabase(DATABASE);
const dataDir = freshDataDir();
const database = await openDatabase({ url, dataDir: null });
await database.migrate();
await seedDemo(database.db);
// Kept open: the bench queues refresh runs through it as the hourly schedule does.
const client = new pg.Client({ connectionString: url });
await client.connect();
let server: Awaited<ReturnType<typeof startUntil>> | undefined;
try {
  const seedStarted = performance.now();
  const { networkId, advertiserId } = await seedCampaigns(client);
  const seedMs = Math.round(performance.now() - seedStarted);
  const facts = await seedFacts(client, networkId, join(dataDir, 'reports.duckdb'));
  console.log(
    `seeded ${LINE_ITEMS} line items in ${seedMs} ms; ${facts.facts.toLocaleString('en')} facts and their rollups in ${facts.seconds} s`,
  );
  server = await startUntil(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      '--import',
      'tsx',
      'apps/api/src/main.ts',
    ],
    {
      PORT: String(API_PORT),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DEMO_TRAFFIC: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: api,
    },
    'Adcast is ready',
  );
  const token = await signIn(api, 'admin@adcast.test');
  const headers = { authorization: `Bearer ${token}`, 'x-mask': 'ADMIN' };
  const listUrl = `${api}${CAMPAIGN_API.lineItems}?page=0&size=25`;
  const list = await fetch(listUrl, { headers });
  if (!list.ok) throw new Error(`line items list answered ${list.status}: ${await list.text()}`);

  // Cold: the first run after start, nothing else running; then a warm one.
  const cold = await refreshOnce(client, headers);
  const warm = await refreshOnce(client, headers);
  const health = await healthCounts(client);
  console.log(
    `refresh: cold ${JSON.stringify(cold)}, warm ${JSON.stringify(warm)}; health ${JSON.stringify(health)}`,
  );

  await load(listUrl, headers, { connections: CLIENTS, seconds: 2 });
  const idle = await load(listUrl, headers, { connections: CLIENTS, seconds: SECONDS });
  // The job back to back for the whole read window, queued as the hourly schedule queues it (no
  // request: nothing the API keeps is forgotten), then called by the API as above.
  let reading = true;
  const {
    rows: [{ at: queuedFrom }],
  } = await client.query('select now() as at');
  const queueing = (async () => {
    while (reading) {
      await insertJob(database.db, {
        ...runOptions({ expireInSeconds: 15 * 60 }),
        name: JOB,
        data: {},
        singletonKey: 'all',
      });
      await sleep(50);
    }
  })();
  await firstRunActive(client, queuedFrom);
  const whileQueued = await load(listUrl, headers, { connections: CLIENTS, seconds: SECONDS });
  reading = false;
  await queueing;
  const queuedRuns = await runsSince(client, queuedFrom);

  reading = true;
  const calledRuns: { wallMs: number; jobMs: number }[] = [];
  const calling = (async () => {
    while (reading) calledRuns.push(await refreshOnce(client, headers));
  })();
  const whileCalled = await load(listUrl, headers, { connections: CLIENTS, seconds: SECONDS });
  reading = false;
  await calling;

  const vast = await vastCreates(headers, advertiserId);
  const result = {
    volume: {
      activeLineItems: (await refreshed(client, new Date())).active,
      benchLineItems: LINE_ITEMS,
      orders: ORDERS,
      timeZones: TIME_ZONES,
      days: DAYS,
      factsPerLineItemDay: PER_DAY,
      facts: facts.facts,
    },
    cached:
      "nothing from one refresh to the next: each run reads every active line item from PostgreSQL, their delivery from DuckDB's monthly rollup and writes every health, 1,000 line items at a time; in the process, day starts per time zone and date (domain memo, up to 20,000) and DuckDB's buffer pool, warm after the cold run. The list read: its page rows read each time; its total, status counts and page anchors kept up to 10 s by the read memo, which every write request forgets, so each refresh call (a POST) makes the next list read count again, and a run queued by the schedule does not",
    refresh: {
      cold,
      warm,
      queuedBackToBack: summary(queuedRuns),
      calledBackToBack: summary(calledRuns.map((run) => run.jobMs)),
      calledWallMs: summary(calledRuns.map((run) => run.wallMs)),
    },
    health,
    lineItemsList: {
      read: `GET ${CAMPAIGN_API.lineItems}?page=0&size=25 as the admin, ${CLIENTS} clients, ${SECONDS} s each`,
      idle,
      whileQueuedRunsRun: whileQueued,
      whileCalledRunsRun: whileCalled,
      p99RatioToIdle: {
        queued: ratio(whileQueued.p99, idle.p99),
        called: ratio(whileCalled.p99, idle.p99),
      },
    },
    vastCreate: { route: `POST ${CAMPAIGN_API.creatives} (VAST 4.2 InLine XML, MP4 1280x720)`, ...vast },
  };
  saveResult('campaign-health', result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  if (server) await stop(server.child, API_PORT);
  await client.end();
  await database.close();
  if (!flag('--keep')) {
    await dropDatabase(DATABASE);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
