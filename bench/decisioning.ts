// `npx tsx bench/decisioning.ts [--scale 1] [--line-items 10000] [--placements 100000] [--seconds 10] [--keep]`:
// the public VAST tag on PostgreSQL over a network of `--line-items` active line items (100 orders,
// two creatives each) and `--placements` placements under one targeting set (country US, connected
// TV): decision latency with never-repeated device ids and placements at 10 concurrent players,
// beside a bare Fastify route in the same run; then beacons: how many a second are accepted, whether
// every distinct impression reaches the report, and how long after the last one it shows there.
// Last, the same tag with two local ORTB bidders (20–80 ms, tmax 300 ms) on every placement.
// `--scale 0.1` seeds a tenth of the line items and placements.
import pg from 'pg';
import { dropDatabase, freshDatabase } from './database';
import {
  BENCH_TMAX_MS,
  STAND_IN_PORTS,
  seedPartners,
  startStandIns,
  TMAX_MARGIN_MS,
} from './decisioning-partners';
import { freshDataDir, load, saveResult, signIn, startUntil, stop } from './support';

const flag = (name: string) => process.argv.includes(name);
const arg = (name: string) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SCALE = Number(arg('--scale') ?? 1);
const LINE_ITEMS = Number(arg('--line-items') ?? Math.round(10_000 * SCALE));
const PLACEMENTS = Number(arg('--placements') ?? Math.round(100_000 * SCALE));
const SECONDS = Number(arg('--seconds') ?? 10);
const ORDERS = 100;
const DATABASE = 'adcast_bench_decisioning';
const API_PORT = 8291;
const BARE_PORT = 8292;
const api = `http://127.0.0.1:${API_PORT}`;

/** One network with its orders, creatives, line items and placements, in a few statements. */
async function seed(url: string): Promise<{ networkId: number; firstPlacement: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [network],
    } = await client.query("insert into networks (name) values ('Bench network') returning id");
    const networkId = Number(network.id);
    const {
      rows: [publisher],
    } = await client.query(
      "insert into publishers (name, network_id) values ('Bench publisher', $1) returning id",
      [networkId],
    );
    await client.query(
      `insert into advertisers (name, network_id) select 'Advertiser ' || n, $1 from generate_series(1, ${ORDERS}) n`,
      [networkId],
    );
    await client.query(
      `insert into orders (name, advertiser_id, network_id, budget, start_date, end_date)
       select 'Order ' || a.id, a.id, $1, 1000000, current_date - 10, current_date + 30
       from advertisers a where a.network_id = $1`,
      [networkId],
    );
    await client.query(
      `insert into creatives (name, advertiser_id, network_id, type, vast_type, vast_url, duration)
       select 'Creative ' || o.id || '-' || d, o.advertiser_id, $1, 'VAST', 'URL',
              'https://ads.example.com/vast/' || o.id || '-' || d || '.xml', d
       from orders o cross join (values (15), (30)) durations(d) where o.network_id = $1`,
      [networkId],
    );
    await client.query(
      `insert into creative_orders (creative_id, order_id)
       select c.id, o.id from creatives c join orders o on o.advertiser_id = c.advertiser_id where o.network_id = $1`,
      [networkId],
    );
    await client.query(
      `insert into line_items (name, order_id, network_id, type, cpm, goal_type, goal_amount, start_date, end_date,
                               time_zone, pacing, priority, frequency_cap, frequency_period)
       select 'Line item ' || n, o.id, $1, 'STANDARD', 2 + (n % 23), 'IMPRESSIONS', 10000000,
              current_date - 5, current_date + 20, 'UTC', case when n % 3 = 0 then 'ASAP' else 'EVEN' end,
              1 + (n % 12), case when n % 5 = 0 then 3 end, case when n % 5 = 0 then 'DAY' end
       from generate_series(1, ${LINE_ITEMS}) n
       join (select id, row_number() over (order by id) - 1 as k from orders where network_id = $1) o on o.k = n % ${ORDERS}`,
      [networkId],
    );
    const {
      rows: [set],
    } = await client.query(
      `insert into targeting_sets (name, network_id, geo_include, day_parting, device_types)
       values ('Bench US CTV', $1, '{"countries":["US"],"regions":[],"cities":[]}',
               '{"timeZone":"America/New_York","slots":[]}', '{3}') returning id`,
      [networkId],
    );
    const {
      rows: [first],
    } = await client.query(
      `insert into placements (name, publisher_id, network_id, type, platform, delivery_type, bid_floor, targeting_set_id)
       select 'Placement ' || n, $2, $1, 'VIDEO', 'CTV', 'CSAI', 1, $3 from generate_series(1, ${PLACEMENTS}) n
       returning id`,
      [networkId, Number(publisher.id), Number(set.id)],
    );
    await client.query('analyze');
    return { networkId, firstPlacement: Number(first.id) };
  } finally {
    await client.end();
  }
}

let served = 0;
const nextTag = (firstPlacement: number) => () => {
  served += 1;
  const placement = firstPlacement + ((served * 7919) % PLACEMENTS);
  return `/tag/vast/${placement}?ifa=bench-device-${served}&country=US&device_type=3&max_duration=60`;
};

/** Distinct impression beacons of fresh tag answers. */
async function impressionBeacons(firstPlacement: number, count: number): Promise<string[]> {
  const beacons: string[] = [];
  const next = nextTag(firstPlacement);
  while (beacons.length < count) {
    const xml = await (await fetch(`${api}${next()}`)).text();
    for (const [, url] of xml.matchAll(/<Impression><!\[CDATA\[(.*?)\]\]>/g))
      if (url) beacons.push(url.replace(/^https?:\/\/[^/]+/, ''));
  }
  return beacons.slice(0, count);
}

async function reportedImpressions(token: string, networkId: number): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await fetch(`${api}/api/report/query`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      dateFrom: today,
      dateTo: today,
      dimensions: ['networkId'],
      metrics: ['adImpressions'],
      filters: [{ dimension: 'networkId', values: [networkId] }],
    }),
  });
  const body = (await answer.json()) as { content: { adImpressions: number }[] };
  return body.content[0]?.adImpressions ?? 0;
}

/** The tag again once two local bidders hold every placement: latency, and requests slower than tmax + 50 ms. */
async function partnerStage(url: string, networkId: number, path: () => string) {
  const standIns = await startStandIns();
  try {
    await seedPartners(url, networkId);
    // The tag keeps each placement's partner setup for up to 10 s: let the direct run's copies go.
    await new Promise((r) => setTimeout(r, 11_000));
    await load(api, {}, { seconds: 2, path });
    const slowerThanMs = BENCH_TMAX_MS + TMAX_MARGIN_MS;
    const run = await load(api, {}, { seconds: SECONDS, path, slowerThanMs });
    return { partners: STAND_IN_PORTS.length, tmaxMs: BENCH_TMAX_MS, slowerThanMs, ...run };
  } finally {
    for (const [index, standIn] of standIns.entries()) await stop(standIn.child, STAND_IN_PORTS[index]!);
  }
}

const url = await freshDatabase(DATABASE);
const server = await startUntil(
  process.execPath,
  ['--import', 'tsx', 'apps/api/src/main.ts'],
  {
    PORT: String(API_PORT),
    DATABASE_URL: url,
    DATA_DIR: freshDataDir(),
    DEMO_TRAFFIC: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: api,
    BEACONS_PER_CLIENT_PER_SECOND: '1000000',
    FETCH_ALLOW_HOSTS: '127.0.0.1',
  },
  'Adcast is ready',
);
const bare = await startUntil(
  process.execPath,
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(BARE_PORT) },
  'bare ready',
);
try {
  const seedStart = performance.now();
  const { networkId, firstPlacement } = await seed(url);
  console.log(
    `seeded ${LINE_ITEMS} line items, ${PLACEMENTS} placements in ${Math.round(performance.now() - seedStart)} ms`,
  );
  const path = nextTag(firstPlacement);
  await load(api, {}, { seconds: 2, path });
  const floor = await load(`http://127.0.0.1:${BARE_PORT}/bare`, {}, { seconds: SECONDS });
  const tag = await load(api, {}, { seconds: SECONDS, path });
  const single = await load(api, {}, { seconds: SECONDS, connections: 1, path });

  const beacons = await impressionBeacons(firstPlacement, 5_000);
  const token = await signIn(api, 'admin@adcast.test');
  const before = await reportedImpressions(token, networkId);
  let next = 0;
  const beaconLoad = await load(
    api,
    {},
    { amount: beacons.length, connections: 20, path: () => beacons[next++ % beacons.length]! },
  );
  const sentAt = performance.now();
  let reported = before;
  while (reported - before < beacons.length && performance.now() - sentAt < 60_000) {
    await new Promise((r) => setTimeout(r, 250));
    reported = await reportedImpressions(token, networkId);
  }
  const result = {
    volume: { lineItems: LINE_ITEMS, placements: PLACEMENTS },
    cached:
      "the network's line items compiled in rank order, the targeting set and the publisher's share (read memo, until a write or 10 s); delivered impressions (5 s per network); read per request: the placement and the device's impressions; never-repeated device ids and placements",
    floor,
    tag,
    tagOneClient: single,
    p99RatioToFloor: Math.round((tag.p99 / Math.max(floor.p99, 0.01)) * 10) / 10,
    beacons: {
      sent: beacons.length,
      accepted: beaconLoad.answered - beaconLoad.non2xx,
      perSecond: beaconLoad.rps,
      p99: beaconLoad.p99,
      inReport: reported - before,
      msUntilInReport: Math.round(performance.now() - sentAt),
    },
    withPartners: await partnerStage(url, networkId, path),
  };
  saveResult('decisioning', result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stop(server.child, API_PORT);
  await stop(bare.child, BARE_PORT);
  if (!flag('--keep')) await dropDatabase(DATABASE);
}
