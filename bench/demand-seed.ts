import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';

export type BenchVolume = { partners: number; connections: number; placements: number };

const words = (list: string[]) => sql.raw(`(array[${list.map((w) => `'${w}'`).join(',')}])`);
const ADJECTIVES = words([
  'Prime',
  'Open',
  'Premium',
  'Direct',
  'Global',
  'Sports',
  'News',
  'Kids',
  'Movie',
  'Music',
  'Live',
  'Night',
  'Morning',
  'Family',
  'Retro',
  'Action',
  'Drama',
  'Comedy',
  'Travel',
  'Food',
  'Auto',
  'Tech',
  'Local',
]);
const NOUNS = words([
  'Auction',
  'Deal',
  'Pod',
  'Break',
  'Slot',
  'Feed',
  'Stream',
  'Channel',
  'Bundle',
  'Package',
  'Market',
  'Exchange',
  'Route',
  'Line',
  'Path',
  'Lane',
  'Gate',
  'Port',
  'Hub',
]);
const PROTOCOLS = words(['ORTB', 'VAST', 'PBS', 'CUSTOM']);

/**
 * The bench volume on top of the demo seed, with INSERT ... SELECT over generate_series. Partners
 * are in no network, network 2 or network 3; each partner's connections mix the statuses (60%
 * ACTIVE, 30% INACTIVE, 10% ARCHIVED); a connection's placements come from its network's
 * publishers (publisher 3 is network 2's, 5 to 7 network 3's), 0 to 5 each and 40 for every 50th.
 */
export async function seedBenchVolume(db: Db, volume: BenchVolume): Promise<void> {
  const { partners, connections, placements } = volume;
  await db.execute(sql`
    insert into demand_partners (display_name, status, network_id, integration_type, endpoint_url, vast_tag_url,
      default_bid_floor, created_on, updated_on)
    select 'Bench Partner ' || lpad(g::text, 3, '0'),
      case when g % 20 = 0 then 'ARCHIVED' when g % 7 = 0 then 'INACTIVE' else 'ACTIVE' end,
      case g % 3 when 1 then 2 when 2 then 3 end,
      case when g % 4 = 1 then 'VAST' else 'ORTB' end,
      case when g % 4 = 1 then null else 'https://bid' || g || '.bench.example/openrtb2' end,
      case when g % 4 = 1 then 'https://vast' || g || '.bench.example/tag' end,
      (g % 500) / 100.0, timestamptz '2026-01-01' - g * interval '1 day', timestamptz '2026-01-01'
    from generate_series(1, ${partners}) g`);
  await db.execute(sql`
    insert into placements (name, publisher_id, publisher_name, network_id, type, platform, delivery_type, bid_floor,
      cpm, status, created_on, updated_on)
    select ${ADJECTIVES}[1 + g % 23] || ' ' || ${NOUNS}[1 + (g / 23) % 19] || ' placement ' || g,
      pub.id, pub.name, pub.network_id,
      (array['VIDEO','AUDIO_BACKFILL','CONTENT_BYTE','VIDEO_AUDIO_VIDEO','BACKFILL','VAST_WEB'])[1 + g % 6],
      (array['APP','CTV','WEB','DOOH'])[1 + g % 4], (array['SSAI','CSAI','S2S','CLIENT'])[1 + g % 4],
      (g % 700) / 100.0, (g % 700) / 100.0 + 1,
      case when g % 10 = 0 then 'ARCHIVED' when g % 10 < 3 then 'INACTIVE' else 'ACTIVE' end,
      timestamptz '2026-01-01' - g * interval '1 minute', timestamptz '2026-01-01'
    from generate_series(0, ${placements - 1}) g join publishers pub on pub.id = 1 + g % 8`);
  await db.execute(sql`
    with partner as (
      select id, display_name, network_id, row_number() over (order by id) - 1 as k
      from demand_partners where display_name like 'Bench Partner %')
    insert into connections (demand_partner_id, dp_display_name, network_id, name, schain_asi, integration_type,
      duplicate_dp_connection, status, created_on, updated_on)
    select p.id, p.display_name, p.network_id,
      ${ADJECTIVES}[1 + g % 23] || ' ' || ${NOUNS}[1 + (g / 23) % 19] || ' ' || g,
      'ssp' || (g % 997) || '.example.com', ${PROTOCOLS}[1 + (g / 7) % 4], g % 9 = 0,
      case (g / ${partners}) % 10 when 0 then 'ARCHIVED' when 1 then 'INACTIVE' when 2 then 'INACTIVE'
        when 3 then 'INACTIVE' else 'ACTIVE' end,
      timestamptz '2026-01-01' - ((g::bigint * 7919) % ${connections}) * interval '5 minutes',
      timestamptz '2026-01-01'
    from generate_series(1, ${connections}) g join partner p on p.k = g % ${partners}`);
  // Fresh statistics first: planned against the empty tables' guesses, the assignment insert below
  // can re-read placements for every connection (minutes instead of seconds).
  await db.execute(sql`analyze connections, placements`);
  await db.execute(sql`
    with bench as (
      select id, network_id, row_number() over (order by id) as r from connections
      where dp_display_name like 'Bench Partner %'),
    base as (select min(id) as id from placements where name like '% placement %')
    insert into connection_placements (connection_id, placement_id)
    select c.id, base.id + 8 * ((c.r * 31 + n * 977) % ${placements / 8})
      + case c.network_id when 3 then 4 + c.r % 3 when 2 then 2 else c.r % 8 end
    from bench c cross join base
    cross join lateral generate_series(0,
      (case when c.r % 50 = 0 then 40 when c.r % 4 = 0 then 0 else 1 + c.r % 5 end) - 1) n`);
  await db.execute(sql`
    update connections set placement_cnt = counted.n
    from (select connection_id, count(*) as n from connection_placements group by connection_id) counted
    where counted.connection_id = connections.id`);
  await db.execute(sql`vacuum analyze`);
}
