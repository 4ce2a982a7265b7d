import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from './client';
import { attempts } from './schema/identity';

/** No limiter's window is longer: hits older than this are forgotten whoever's they are. */
const KEPT_MS = 24 * 60 * 60_000;

/** Rate limiter hits in the database, so every server counts the same attempts. */
export class DatabaseAttemptStore {
  constructor(private readonly db: Db) {}

  async recent(key: string, since: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ at: attempts.at })
      .from(attempts)
      .where(and(eq(attempts.key, key), gt(attempts.at, new Date(since))))
      .orderBy(desc(attempts.at))
      .limit(limit);
    return rows.map((row) => row.at.getTime()).reverse();
  }

  async add(key: string, at: number, since: number): Promise<void> {
    await this.db
      .delete(attempts)
      .where(
        or(
          and(eq(attempts.key, key), lt(attempts.at, new Date(since))),
          lt(attempts.at, new Date(at - KEPT_MS)),
        ),
      );
    await this.db.insert(attempts).values({ key, at: new Date(at) });
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(attempts).where(eq(attempts.key, key));
  }
}
