import {
  CHANGELOG_AUTHORS_LIMIT,
  type ChangelogAuthor,
  type ChangelogAuthorFilter,
} from '@adcast/domain/changelog/changelog';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema/identity';
import { changelog } from './schema/records';
import { containsPattern } from './search';

/**
 * The users with at least one change in the caller's changelog (of its network only, when it has
 * one), by name: a network user never learns of people who changed only other networks' records.
 */
export function changelogAuthors(
  db: Db,
  networkId: number | null,
  filter: ChangelogAuthorFilter,
): Promise<ChangelogAuthor[]> {
  const authored = db
    .select({ one: sql`1` })
    .from(changelog)
    .where(
      and(
        eq(changelog.userId, users.id),
        networkId === null ? undefined : eq(changelog.networkId, networkId),
      ),
    );
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        filter.id === undefined ? undefined : eq(users.id, filter.id),
        filter.search ? sql`lower(${users.name}) like lower(${containsPattern(filter.search)})` : undefined,
        exists(authored),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(CHANGELOG_AUTHORS_LIMIT);
}
