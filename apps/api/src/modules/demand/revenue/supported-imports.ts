import type {
  SupportedImport,
  SupportedImportInputSchema,
  SupportedImportUpdateSchema,
} from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_MESSAGES } from '@adcast/domain/demand/revenue/messages';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { dpSupportedImports } from '../../../db/schema/dp-revenue';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, notFound } from '../../../http/errors';

type Row = typeof dpSupportedImports.$inferSelect;
const NAME_UNIQUE = 'dp_supported_imports_partner_name_unique';
const WHAT = 'Import format';

const toSupportedImport = (row: Row): SupportedImport => ({
  id: row.id,
  demandPartnerId: row.demandPartnerId,
  name: row.name,
  columns: row.columns,
  version: row.version,
});

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) throw conflict(DP_REVENUE_MESSAGES.formatNameTaken);
    throw error;
  }
}

export const supportedImportsOf = async (db: Db, demandPartnerId: number) =>
  (
    await db
      .select()
      .from(dpSupportedImports)
      .where(eq(dpSupportedImports.demandPartnerId, demandPartnerId))
      .orderBy(asc(dpSupportedImports.name))
  ).map(toSupportedImport);

/** One of the partner's formats, or a 404. */
export async function supportedImportOf(
  db: Db,
  demandPartnerId: number,
  id: number,
): Promise<SupportedImport> {
  const [row] = await db
    .select()
    .from(dpSupportedImports)
    .where(and(eq(dpSupportedImports.id, id), eq(dpSupportedImports.demandPartnerId, demandPartnerId)));
  if (!row) throw notFound(WHAT);
  return toSupportedImport(row);
}

export const createSupportedImport = (
  db: Db,
  demandPartnerId: number,
  input: z.output<typeof SupportedImportInputSchema>,
) =>
  named(async () => {
    const [row] = await db
      .insert(dpSupportedImports)
      .values({ demandPartnerId, ...input })
      .returning();
    return toSupportedImport(row as Row);
  });

/** An edit of the version the caller read: a stale one is a 409. */
export async function updateSupportedImport(
  db: Db,
  demandPartnerId: number,
  id: number,
  input: z.output<typeof SupportedImportUpdateSchema>,
) {
  const current = await supportedImportOf(db, demandPartnerId, id);
  const { version, ...fields } = input;
  return named(async () => {
    const [row] = await db
      .update(dpSupportedImports)
      .set({ ...fields, version: version + 1, updatedOn: new Date() })
      .where(and(eq(dpSupportedImports.id, current.id), eq(dpSupportedImports.version, version)))
      .returning();
    if (!row) throw conflict(SERVER_MESSAGES.staleVersion);
    return toSupportedImport(row);
  });
}
