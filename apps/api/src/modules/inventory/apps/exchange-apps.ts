import { optionLabel } from '@adcast/domain/contracts/record-contract';
import { PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import { ERROR_CODES } from '@adcast/domain/errors';
import { APP_STORE_OPTIONS } from '@adcast/domain/inventory/app-messages';
import { AppInputSchema } from '@adcast/domain/inventory/apps';
import {
  EXCHANGE_APP_MESSAGES,
  type ExchangeApp,
  type ExchangeAppClaimSchema,
  type ExchangeAppListFilter,
  EXCHANGE_APP_COLUMN_LABELS as L,
} from '@adcast/domain/inventory/exchange-apps';
import type { Page } from '@adcast/domain/paging';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  countUnclaimedExchangeApps,
  lockUnclaimedExchangeApp,
  markClaimed,
  unclaimedExchangeApps,
} from '../../../db/exchange-apps';
import type { exchangeApps } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { AppError, badRequest, forbidden } from '../../../http/errors';
import { networkScope } from '../../../http/scope';
import { csvLine } from '../../../records/csv';
import type { WriteContext } from '../../../records/writes';
import { createApp } from './write-service';

const dtoOf = (row: typeof exchangeApps.$inferSelect): ExchangeApp => ({
  id: row.id,
  bundleId: row.bundleId,
  name: row.name,
  store: row.store as ExchangeApp['store'],
  platform: row.platform as ExchangeApp['platform'],
  requests: row.requests,
  firstSeen: row.firstSeen.toISOString(),
  lastSeen: row.lastSeen.toISOString(),
});

/** The exchange's traffic is every network's: a network user is refused it. */
export function checkExchangeReader(auth: AuthContext): void {
  if (networkScope(auth) !== null) throw forbidden(EXCHANGE_APP_MESSAGES.networkUsers);
}

export async function exchangeAppPage(db: Db, query: ExchangeAppListFilter): Promise<Page<ExchangeApp>> {
  const [rows, total] = await Promise.all([
    unclaimedExchangeApps(db, query, { limit: query.size, offset: query.page * query.size }),
    countUnclaimedExchangeApps(db, query.bundleId),
  ]);
  return { content: rows.map(dtoOf), totalElements: total };
}

const BATCH = 500;
const COLUMNS: { label: string; value: (app: ExchangeApp) => string | number | null }[] = [
  { label: L.bundleId, value: (app) => app.bundleId },
  { label: L.name, value: (app) => app.name },
  { label: L.store, value: (app) => app.store && optionLabel(APP_STORE_OPTIONS, app.store) },
  { label: L.platform, value: (app) => app.platform && optionLabel(PLATFORM_OPTIONS, app.platform) },
  { label: L.requests, value: (app) => app.requests },
  { label: L.firstSeen, value: (app) => app.firstSeen },
  { label: L.lastSeen, value: (app) => app.lastSeen },
];

/** Every unclaimed bundle of the filter, in its order, as CSV lines (the header first), a batch at a time. */
export async function* exchangeAppCsv(db: Db, query: ExchangeAppListFilter): AsyncGenerator<string> {
  yield csvLine(COLUMNS.map((column) => column.label));
  for (let offset = 0; ; offset += BATCH) {
    const rows = await unclaimedExchangeApps(db, query, { limit: BATCH, offset });
    for (const row of rows) yield csvLine(COLUMNS.map((column) => column.value(dtoOf(row))));
    if (rows.length < BATCH) return;
  }
}

/** `update-app`: the publisher's new app is made of the bundle (the caller's choices first), and the bundle leaves the list. */
export function claimExchangeApp(ctx: WriteContext, claim: z.output<typeof ExchangeAppClaimSchema>) {
  return ctx.db.transaction(async (db) => {
    const seen = await lockUnclaimedExchangeApp(db, claim.exchangeAppId);
    if (!seen) throw new AppError(404, ERROR_CODES.NOT_FOUND, [EXCHANGE_APP_MESSAGES.notFound]);
    const input = AppInputSchema.safeParse({
      name: claim.name || seen.name || seen.bundleId,
      publisherId: claim.publisherId,
      bundleId: seen.bundleId,
      store: claim.store ?? (seen.store as ExchangeApp['store']) ?? 'OTHER',
      storeId: null,
      storeUrl: null,
      platform: claim.platform ?? (seen.platform as ExchangeApp['platform']) ?? 'CTV',
      deviceType: null,
      developerUrl: null,
      status: 'ACTIVE',
    });
    if (!input.success)
      throw badRequest(...input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    const app = await createApp({ ...ctx, db }, input.data);
    await markClaimed(db, seen.id, app.id);
    return app;
  });
}
