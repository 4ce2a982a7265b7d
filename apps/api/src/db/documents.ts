import type { OwnerDocument } from '@adcast/domain/documents';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { documents } from './schema/documents';
import { users } from './schema/identity';

/** Whose documents: the column naming the owner. */
export type DocumentOwner = { column: 'publisherId' | 'contentOwnerId' | 'orderId'; id: number };

const ownedBy = (owner: DocumentOwner) => eq(documents[owner.column], owner.id);

const selectDocuments = (db: Db) =>
  db
    .select({
      id: documents.id,
      name: documents.name,
      description: documents.description,
      contentType: documents.contentType,
      byteSize: documents.byteSize,
      createdBy: users.name,
      createdOn: documents.createdOn,
      version: documents.version,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdBy))
    .$dynamic();

type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];
export type StoredDocument = OwnerDocument & { storageKey: string };

const toStored = (row: DocumentRow): StoredDocument => ({ ...row, createdOn: row.createdOn.toISOString() });

/** Strips what only the server needs (where the bytes are). */
export const toDocumentDto = ({ storageKey: _key, ...dto }: StoredDocument): OwnerDocument => dto;

/** An owner's documents, the newest first. */
export async function documentsOf(db: Db, owner: DocumentOwner): Promise<StoredDocument[]> {
  const rows = await selectDocuments(db)
    .where(ownedBy(owner))
    .orderBy(desc(documents.createdOn), desc(documents.id));
  return rows.map(toStored);
}

/** One document of this owner (locked for a write when asked), or undefined: another owner's is not found. */
export async function documentOf(
  db: Db,
  owner: DocumentOwner,
  id: number,
  lock = false,
): Promise<StoredDocument | undefined> {
  const query = selectDocuments(db).where(and(eq(documents.id, id), ownedBy(owner)));
  const [row] = lock ? await query.for('update', { of: documents }) : await query;
  return row ? toStored(row) : undefined;
}

export async function insertDocument(
  db: Db,
  owner: DocumentOwner,
  values: Pick<StoredDocument, 'name' | 'description' | 'contentType' | 'byteSize' | 'storageKey'> & {
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, [owner.column]: owner.id })
    .returning({ id: documents.id });
  return row!.id;
}

/** Sets the description while the version is the one given; answers whether it did. */
export async function describeDocument(
  db: Db,
  id: number,
  change: { description: string | null; version: number },
): Promise<boolean> {
  const updated = await db
    .update(documents)
    .set({ description: change.description, version: change.version + 1, updatedOn: new Date() })
    .where(and(eq(documents.id, id), eq(documents.version, change.version)))
    .returning({ id: documents.id });
  return updated.length > 0;
}

export const deleteDocumentRow = (db: Db, id: number) => db.delete(documents).where(eq(documents.id, id));
