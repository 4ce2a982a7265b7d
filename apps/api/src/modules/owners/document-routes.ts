import {
  DOCUMENT_MESSAGES,
  DOCUMENT_PARTS,
  type DocumentOwnerKind,
  DocumentSchema,
  DocumentUpdateSchema,
  documentPaths,
} from '@adcast/domain/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answer-docs';
import { anyMask, authOf } from '../../http/auth';
import { attachmentDisposition, documentName, kindOfContentType } from '../../http/document-check';
import { parsedBy } from '../../http/multipart-json';
import { IdParamsSchema } from '../../http/params';
import { readUpload } from '../../http/uploads';
import type { AnyRecord, Versioned } from '../../records/definition';
import type { ModuleDeps } from '../module-deps';
import {
  type DocumentContext,
  type DocumentOwnerSpec,
  deleteDocument,
  editDocument,
  listDocuments,
  readDocument,
  uploadDocument,
  writableOwner,
} from './document-service';

const DocumentParamsSchema = IdParamsSchema.extend({ documentId: IdParamsSchema.shape.id });

const COLUMN: Record<DocumentOwnerKind, DocumentOwnerSpec<Versioned>['column']> = {
  publisher: 'publisherId',
  contentOwner: 'contentOwnerId',
  order: 'orderId',
};

/** Where an owner's upload is posted, when not at its documents' path: a path of its own naming the owner in the query. */
export type DocumentUploadAt = {
  path: string;
  querystring: z.ZodType<{ ownerId: number }, unknown>;
  summary: string;
};

/**
 * Part 2 §7 documents of a publisher or a content owner: list, upload, edit description, delete,
 * and the download. Whoever may see the owner reads them (a publisher user its own publisher's);
 * writing needs the owner's edit permission, or the owner's own mask (see mayWriteDocuments).
 */
export function registerDocumentRoutes<TDto extends Versioned>(
  app: FastifyInstance,
  deps: ModuleDeps,
  owner: { definition: AnyRecord<TDto>; kind: DocumentOwnerKind; uploadAt?: DocumentUploadAt },
): void {
  const paths = documentPaths(owner.kind);
  const spec: DocumentOwnerSpec<TDto> = {
    definition: owner.definition,
    kind: owner.kind,
    column: COLUMN[owner.kind],
  };
  const storage = deps.storage.documents;
  const { maxBytes } = deps.config.documents;
  const context = (request: FastifyRequest): DocumentContext => ({
    db: deps.db,
    auth: authOf(request),
    storage,
    maxBytes,
  });
  const tags = [owner.definition.tag];
  // The service decides who writes: the edit permission, or the owner's own mask.
  const edit = anyMask;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.documents(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'Documents, the newest first',
        params: IdParamsSchema,
        response: { 200: z.array(DocumentSchema) },
      },
    },
    async (request) => listDocuments(context(request), spec, request.params.id),
  );
  const receive = async (request: FastifyRequest, ownerId: number) => {
    // Refused before the body is read: a caller who may not write sends no file to the disk.
    await writableOwner(context(request), spec, ownerId);
    const upload = await readUpload(request, {
      maxBytes,
      tooLarge: DOCUMENT_MESSAGES.tooLarge(maxBytes),
      tooLargeStatus: 413,
    });
    const file = upload.files.find((part) => part.field === DOCUMENT_PARTS.file);
    const description = parsedBy(
      DocumentUpdateSchema.shape.description,
      upload.fields[DOCUMENT_PARTS.description],
    );
    return uploadDocument(context(request), spec, ownerId, {
      filename: file?.filename ?? '',
      bytes: file?.bytes,
      description,
    });
  };
  const uploadConfig = {
    ...edit,
    multipart: {
      text: [DOCUMENT_PARTS.description],
      files: [{ part: DOCUMENT_PARTS.file, kind: 'document' as const }],
    },
  };
  const uploadSummary = `multipart: ${DOCUMENT_PARTS.file} (PDF, PNG, JPG, TXT or CSV, read from its bytes) and an optional ${DOCUMENT_PARTS.description}`;
  const { uploadAt } = owner;
  if (uploadAt)
    r.post(
      uploadAt.path,
      {
        config: uploadConfig,
        schema: {
          tags,
          summary: `${uploadAt.summary}; ${uploadSummary}`,
          consumes: ['multipart/form-data'],
          querystring: uploadAt.querystring,
          response: { 201: DocumentSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await receive(request, request.query.ownerId)),
    );
  else
    r.post(
      paths.documents(':id'),
      {
        config: uploadConfig,
        schema: {
          tags,
          summary: uploadSummary,
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 201: DocumentSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await receive(request, request.params.id)),
    );
  r.put(
    paths.document(':id', ':documentId'),
    {
      config: edit,
      schema: {
        tags,
        summary: "Edit a document's description",
        params: DocumentParamsSchema,
        body: DocumentUpdateSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) =>
      editDocument(
        context(request),
        spec,
        { ownerId: request.params.id, documentId: request.params.documentId },
        request.body,
      ),
  );
  r.delete(
    paths.document(':id', ':documentId'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params: DocumentParamsSchema,
        response: noContent(),
      },
    },
    async (request, reply) => {
      await deleteDocument(context(request), spec, {
        ownerId: request.params.id,
        documentId: request.params.documentId,
      });
      return reply.status(204).send();
    },
  );
  r.get(
    paths.file(':id', ':documentId'),
    {
      config: anyMask,
      schema: { tags, summary: 'Download a document (as an attachment)', params: DocumentParamsSchema },
    },
    async (request, reply) => {
      const { document, bytes } = await readDocument(
        context(request),
        spec,
        request.params.id,
        request.params.documentId,
      );
      return (
        reply
          .header('content-type', document.contentType)
          // Named by its type again: a row stored before names followed the type keeps its old name.
          .header(
            'content-disposition',
            attachmentDisposition(documentName(document.name, kindOfContentType(document.contentType))),
          )
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(bytes)
      );
    },
  );
}
