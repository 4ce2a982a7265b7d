import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { savedForecasts } from './schema/forecasts';
import { users } from './schema/identity';
import { targetingSets } from './schema/targeting';
import { networks } from './schema/tenancy';
import { containsText } from './search';

export const SAVED_FORECAST_UNIQUE = 'saved_forecasts_network_name_unique';

const selectSavedForecasts = (db: Db) =>
  db
    .select({
      forecast: savedForecasts,
      networkName: networks.name,
      savedByName: users.name,
      targetingName: targetingSets.name,
    })
    .from(savedForecasts)
    .leftJoin(networks, eq(networks.id, savedForecasts.networkId))
    .leftJoin(users, eq(users.id, savedForecasts.savedBy))
    .leftJoin(targetingSets, eq(targetingSets.id, savedForecasts.targetingId))
    .$dynamic();

export type SavedForecastRow = Awaited<
  ReturnType<ReturnType<typeof selectSavedForecasts>['execute']>
>[number];

/** A page of the saved forecasts in the caller's scope whose name holds `name`, newest first. */
export async function savedForecastPage(
  db: Db,
  filter: { scope: SQL | undefined; name?: string; page: number; size: number },
) {
  const where = and(filter.scope, filter.name ? containsText(savedForecasts.name, filter.name) : undefined);
  const [rows, [total]] = await Promise.all([
    selectSavedForecasts(db)
      .where(where)
      .orderBy(desc(savedForecasts.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ value: count() }).from(savedForecasts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function savedForecastById(db: Db, id: number, scope: SQL | undefined) {
  const [row] = await selectSavedForecasts(db).where(and(eq(savedForecasts.id, id), scope));
  return row ?? null;
}

export async function insertSavedForecast(db: Db, row: typeof savedForecasts.$inferInsert): Promise<number> {
  const [saved] = await db.insert(savedForecasts).values(row).returning({ id: savedForecasts.id });
  return saved!.id;
}

/** Deletes a saved forecast in the caller's scope; false when there is none by that id. */
export async function deleteSavedForecast(db: Db, id: number, scope: SQL | undefined): Promise<boolean> {
  const gone = await db
    .delete(savedForecasts)
    .where(and(eq(savedForecasts.id, id), scope))
    .returning({ id: savedForecasts.id });
  return gone.length > 0;
}
