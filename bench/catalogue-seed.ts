import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';

const BATCH = 100_000;

/**
 * `count` videos in batches of generated rows: 50 tags (two a video), 10 genres, 5 flags, 200
 * artists, owners spread over Adcast, the demo publishers and content owners and no owner, dates
 * over a year, three in four with a poster.
 */
export async function seedBenchVideos(db: Db, count: number): Promise<void> {
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await db.execute(sql`
      insert into videos (title, tags, genres, flags, artist, owner_type, publisher_id, co_id, duration,
        poster_urls, media_status, created_on, updated_on)
      select
        (array['Harbour','Midnight','Summit','Neon','Prairie','Coastal','Urban','Silent','Golden','Wild'])[1 + g % 10]
          || ' ' || (array['Lights','Run','Kitchen','Garage','Voyage','Beat','Workshop','Frontier','Report','Tales'])[1 + (g / 10) % 10]
          || ' ' || g,
        array['tag' || (g % 50), 'tag' || ((g / 50) % 50)],
        array['genre' || (g % 10)],
        case when g % 3 = 0 then array['flag' || (g % 5)] else '{}'::text[] end,
        'Artist ' || (g % 200),
        case when g % 10 < 3 then 'VB' when g % 10 < 6 then 'PUBLISHER' when g % 10 < 9 then 'CONTENT_OWNER' end,
        case when g % 10 between 3 and 5 then 1 + g % 4 end,
        case when g % 10 between 6 and 8 then 1 + g % 2 end,
        30 + g % 3600,
        case when g % 4 = 3 then '{}'::text[] else array['https://img.example.com/' || (g % 8) || '.png'] end,
        'READY',
        now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
        now() - (g % 90) * interval '1 day' - (g % 3600) * interval '1 second'
      from generate_series(${start}::int, ${end}::int) g`);
  }
  await db.execute(sql`analyze videos`);
}
