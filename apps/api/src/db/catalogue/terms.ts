import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { videos, videoTerms } from '../schema/catalogue';
import { containsPattern, containsText } from '../search';

export type TermKind = 'FLAG' | 'GENRE' | 'TAG' | 'ARTIST';

const COLUMNS = { FLAG: videos.flags, GENRE: videos.genres, TAG: videos.tags } as const;

/** Most values a picker list answers. */
export const TERMS_CAP = 1000;

/**
 * Every value of a kind in use, by value. `within` narrows to some videos (a network's): those
 * are read from the videos themselves, the rest from the kept list (video_terms).
 */
export async function termsOf(
  db: Db,
  kind: TermKind,
  options: { within?: SQL; search?: string; limit?: number } = {},
): Promise<string[]> {
  const limit = options.limit ?? TERMS_CAP;
  if (options.within) {
    const value = kind === 'ARTIST' ? sql<string>`${videos.artist}` : sql<string>`unnest(${COLUMNS[kind]})`;
    const found = db
      .selectDistinct({ value: sql<string>`${value}`.as('value') })
      .from(videos)
      .where(and(options.within, kind === 'ARTIST' ? isNotNull(videos.artist) : undefined))
      .as('found');
    const rows = await db
      .select({ value: found.value })
      .from(found)
      .where(
        options.search
          ? sql`lower(${found.value}) like lower(${containsPattern(options.search)})`
          : undefined,
      )
      .orderBy(asc(found.value))
      .limit(limit);
    return rows.map((row) => row.value).filter((term) => term !== null);
  }
  const rows = await db
    .select({ value: videoTerms.value })
    .from(videoTerms)
    .where(
      and(
        eq(videoTerms.kind, kind),
        options.search ? containsText(videoTerms.value, options.search) : undefined,
      ),
    )
    .orderBy(asc(videoTerms.value))
    .limit(limit);
  return rows.map((row) => row.value);
}
