import { type DocumentOwnerKind, type DocumentUpdateSchema, worksAsOwner } from '@adcast/domain/documents';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type DocumentOwner,
  deleteDocumentRow,
  describeDocument,
  documentOf,
  documentsOf,
  insertDocument,
  type StoredDocument,
  toDocumentDto,
} from '../../db/documents';
import type { AuthContext } from '../../http/auth';
import { checkDocument, documentName } from '../../http/document-check';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { DocumentStorage } from '../../media/storage/document-storage';
import { recordChange } from '../../records/changelog-entry';
import type { AnyRecord, Versioned } from '../../records/definition';
import { loadRecord } from '../../records/rows';

/** The changelog's entity type of documents; an entry names the owner it belongs to. */
export const DOCUMENT_ENTITY = 'DOCUMENT';

/** Whose documents, as the routes name it: the owner record and the column a document points at it with. */
export type DocumentOwnerSpec<TDto extends Versioned> = {
  definition: AnyRecord<TDto>;
  kind: DocumentOwnerKind;
  column: DocumentOwner['column'];
};

export type DocumentContext = { db: Db; auth: AuthContext; storage: DocumentStorage; maxBytes: number };

/**
 * Who may upload, describe and delete an owner's documents: staff with the owner's edit
 * permission, and the owner's own users working as it (the publisher home /p/{id}, the content
 * owner home co/{id}); anyone else who sees the owner reads only (403).
 */
function mayWriteDocuments<TDto extends Versioned>(
  auth: AuthContext,
  spec: DocumentOwnerSpec<TDto>,
  ownerId: number,
): boolean {
  return (
    auth.permissions.has(spec.definition.permissions.edit) ||
    worksAsOwner(auth.mask, { kind: spec.kind, ownerId })
  );
}

/** The owner the caller may see (404 otherwise: another tenant's owner is not there for it). */
async function visibleOwner<TDto extends Versioned>(
  ctx: Pick<DocumentContext, 'db' | 'auth'>,
  spec: DocumentOwnerSpec<TDto>,
  ownerId: number,
) {
  const owner = await loadRecord(ctx.db, ctx.auth, spec.definition, ownerId);
  return {
    ref: { column: spec.column, id: owner.id } satisfies DocumentOwner,
    networkId: spec.definition.networkOf(owner),
    snapshot: { type: spec.definition.entityType, id: owner.id, name: spec.definition.title(owner) },
  };
}

/** The owner, when the caller may see it (404) and write its documents (403). */
export async function writableOwner<TDto extends Versioned>(
  ctx: Pick<DocumentContext, 'db' | 'auth'>,
  spec: DocumentOwnerSpec<TDto>,
  ownerId: number,
) {
  const owner = await visibleOwner(ctx, spec, ownerId);
  if (!mayWriteDocuments(ctx.auth, spec, ownerId)) throw forbidden();
  return owner;
}

const found = (document: StoredDocument | undefined): StoredDocument => {
  if (!document) throw notFound('Document');
  return document;
};

export async function listDocuments<TDto extends Versioned>(
  ctx: Pick<DocumentContext, 'db' | 'auth'>,
  spec: DocumentOwnerSpec<TDto>,
  ownerId: number,
) {
  const { ref } = await visibleOwner(ctx, spec, ownerId);
  return (await documentsOf(ctx.db, ref)).map(toDocumentDto);
}

/** The document and its bytes, for a download. */
export async function readDocument<TDto extends Versioned>(
  ctx: DocumentContext,
  spec: DocumentOwnerSpec<TDto>,
  ownerId: number,
  documentId: number,
) {
  const { ref } = await visibleOwner(ctx, spec, ownerId);
  const document = found(await documentOf(ctx.db, ref, documentId));
  return { document, bytes: await ctx.storage.read(document.storageKey) };
}

/**
 * Stores an upload: the kind read from its bytes (400 when it is none we take, 413 over the cap),
 * the shown name cleaned, the bytes under a generated key; the row and its changelog entry in one
 * transaction, and the file removed again when that fails.
 */
export async function uploadDocument<TDto extends Versioned>(
  ctx: DocumentContext,
  spec: DocumentOwnerSpec<TDto>,
  ownerId: number,
  upload: { filename: string; bytes: Buffer | undefined; description: string | null },
) {
  const owner = await writableOwner(ctx, spec, ownerId);
  const kind = checkDocument(upload.bytes, ctx.maxBytes);
  const bytes = upload.bytes as Buffer;
  const storageKey = await ctx.storage.put(bytes);
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertDocument(tx, owner.ref, {
        name: documentName(upload.filename, kind),
        description: upload.description,
        contentType: kind.contentType,
        byteSize: bytes.length,
        storageKey,
        createdBy: ctx.auth.user.id,
      });
      const after = toDocumentDto(found(await documentOf(tx, owner.ref, id)));
      await recordChange(tx, {
        entityType: DOCUMENT_ENTITY,
        entityId: id,
        action: 'CREATE',
        userId: ctx.auth.user.id,
        networkId: owner.networkId,
        after: { ...after, owner: owner.snapshot },
      });
      return after;
    });
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
}

/** Edits the description while the document is at the version the caller saw (409 otherwise). */
export async function editDocument<TDto extends Versioned>(
  ctx: Pick<DocumentContext, 'db' | 'auth'>,
  spec: DocumentOwnerSpec<TDto>,
  target: { ownerId: number; documentId: number },
  change: z.output<typeof DocumentUpdateSchema>,
) {
  const owner = await writableOwner(ctx, spec, target.ownerId);
  return ctx.db.transaction(async (tx) => {
    const before = toDocumentDto(found(await documentOf(tx, owner.ref, target.documentId, true)));
    if (before.version !== change.version) throw conflict(SERVER_MESSAGES.staleVersion);
    await describeDocument(tx, before.id, {
      description: change.description ?? null,
      version: before.version,
    });
    const after = toDocumentDto(found(await documentOf(tx, owner.ref, before.id)));
    await recordChange(tx, {
      entityType: DOCUMENT_ENTITY,
      entityId: before.id,
      action: 'UPDATE',
      userId: ctx.auth.user.id,
      networkId: owner.networkId,
      before: { ...before, owner: owner.snapshot },
      after: { ...after, owner: owner.snapshot },
    });
    return after;
  });
}

/** Deletes the row with its changelog entry, then the file (a leftover file is harmless, a lost row is not). */
export async function deleteDocument<TDto extends Versioned>(
  ctx: DocumentContext,
  spec: DocumentOwnerSpec<TDto>,
  target: { ownerId: number; documentId: number },
) {
  const owner = await writableOwner(ctx, spec, target.ownerId);
  const removed = await ctx.db.transaction(async (tx) => {
    const before = found(await documentOf(tx, owner.ref, target.documentId, true));
    await deleteDocumentRow(tx, before.id);
    await recordChange(tx, {
      entityType: DOCUMENT_ENTITY,
      entityId: before.id,
      action: 'DELETE',
      userId: ctx.auth.user.id,
      networkId: owner.networkId,
      before: { ...toDocumentDto(before), owner: owner.snapshot },
    });
    return before;
  });
  await ctx.storage.remove(removed.storageKey);
}
