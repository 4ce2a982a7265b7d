import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { contentOwnerShares, contentOwners, publisherShares, publishers } from './schema/tenancy';

/** Share histories kept per owner kind: the table, the column naming the owner, and the owner's id column. */
type NewShare = { pubShareType: string; value: number; day: string; createdBy: number };
const SHARES = {
  publisher: {
    table: publisherShares,
    owner: publisherShares.publisherId,
    ownerId: publishers.id,
    insert: (db: Db, publisherId: number, share: NewShare) =>
      db.insert(publisherShares).values({ ...share, publisherId }),
  },
  contentOwner: {
    table: contentOwnerShares,
    owner: contentOwnerShares.contentOwnerId,
    ownerId: contentOwners.id,
    insert: (db: Db, contentOwnerId: number, share: NewShare) =>
      db.insert(contentOwnerShares).values({ ...share, contentOwnerId }),
  },
} as const;
export type ShareOwnerKind = keyof typeof SHARES;

export type CurrentShare<T extends string = string> = { pubShareType: T; value: number; day: string } | null;

/** The share in force today, in a select of the owner's rows: the latest entry whose day has come. */
export const currentShareOf = <T extends string>(kind: ShareOwnerKind): SQL<CurrentShare<T>> => {
  const { table, owner, ownerId } = SHARES[kind];
  return sql<CurrentShare<T>>`(select json_build_object('pubShareType', s.pub_share_type,
  'value', s.value, 'day', s.day) from ${table} s
  where s.${sql.identifier(owner.name)} = ${ownerId} and s.day <= current_date order by s.day desc, s.id desc limit 1)`;
};

/** An owner's share history, the latest day first. */
export async function shareHistory(db: Db, kind: ShareOwnerKind, ownerId: number) {
  const { table, owner } = SHARES[kind];
  const rows = await db
    .select({
      id: table.id,
      pubShareType: table.pubShareType,
      value: table.value,
      day: table.day,
      createdOn: table.createdOn,
    })
    .from(table)
    .where(eq(owner, ownerId))
    .orderBy(desc(table.day), desc(table.id));
  return rows.map((row) => ({ ...row, createdOn: row.createdOn.toISOString() }));
}

/** Adds an entry to an owner's history (inside the write that bumps the owner's version). */
export async function addShare(db: Db, kind: ShareOwnerKind, ownerId: number, share: NewShare) {
  await SHARES[kind].insert(db, ownerId, share);
}

/** The publisher's share in force today; null without one. */
export async function publisherShareNow(db: Db, publisherId: number): Promise<CurrentShare> {
  const [row] = await db
    .select({ share: currentShareOf('publisher') })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  return row?.share ?? null;
}
