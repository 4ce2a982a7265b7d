import { DEVICE_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { dimensionOf } from '@adcast/domain/reports/catalogue';
import type { NamedEntity } from '@adcast/domain/reports/catalogue-types';
import type { ReportRow } from '@adcast/domain/reports/report-query';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections, demandPartners } from '../../db/schema/demand';
import { placements } from '../../db/schema/inventory';
import { networks, publishers } from '../../db/schema/tenancy';

type NameLookup = (db: Db, ids: number[]) => Promise<Map<number, string>>;

const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));

const LOOKUPS: Record<NamedEntity, NameLookup> = {
  placement: async (db, ids) =>
    byId(
      await db
        .select({ id: placements.id, name: placements.name })
        .from(placements)
        .where(inArray(placements.id, ids)),
    ),
  publisher: async (db, ids) =>
    byId(
      await db
        .select({ id: publishers.id, name: publishers.name })
        .from(publishers)
        .where(inArray(publishers.id, ids)),
    ),
  network: async (db, ids) =>
    byId(
      await db
        .select({ id: networks.id, name: networks.name })
        .from(networks)
        .where(inArray(networks.id, ids)),
    ),
  demandPartner: async (db, ids) =>
    byId(
      await db
        .select({ id: demandPartners.id, name: demandPartners.displayName })
        .from(demandPartners)
        .where(inArray(demandPartners.id, ids)),
    ),
  connection: async (db, ids) =>
    byId(
      await db
        .select({ id: connections.id, name: connections.name })
        .from(connections)
        .where(inArray(connections.id, ids)),
    ),
  deviceType: async () => new Map(DEVICE_TYPE_OPTIONS.map((o) => [o.key, o.label])),
};

/** Replaces the ids of name dimensions (placement, publisher...) by the records' names. */
export async function withNames(
  db: Db,
  dimensions: readonly string[],
  rows: ReportRow[],
): Promise<ReportRow[]> {
  const named = dimensions.flatMap((key) => {
    const source = dimensionOf(key)?.source;
    return source?.kind === 'column' && source.names ? [{ key, entity: source.names }] : [];
  });
  if (named.length === 0 || rows.length === 0) return rows;
  const names = await Promise.all(
    named.map(({ key, entity }) => {
      const ids = [...new Set(rows.map((row) => Number(row[key])).filter((id) => id > 0))];
      return ids.length === 0 ? new Map<number, string>() : LOOKUPS[entity](db, ids);
    }),
  );
  return rows.map((row) => {
    const out = { ...row };
    named.forEach(({ key }, i) => {
      const id = Number(row[key]);
      out[key] = id > 0 ? (names[i]?.get(id) ?? `#${id}`) : '(none)';
    });
    return out;
  });
}
