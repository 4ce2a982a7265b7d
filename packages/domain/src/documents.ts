import { z } from 'zod';
import { CAMPAIGN_API } from './campaigns/paths';
import type { Mask } from './masks';
import { blankToNull, VersionSchema } from './records';

/**
 * Documents attached to a publisher or a content owner: the kinds we take, read from the bytes
 * whatever the file is called. Office files are left out on purpose: a zip holds anything, and
 * proving a DOCX/XLSX safe means unpacking it; a PDF export of the same file serves the reader.
 */
export const DOCUMENT_KINDS = [
  { contentType: 'application/pdf', extension: 'pdf', label: 'PDF', names: ['pdf'] },
  { contentType: 'image/png', extension: 'png', label: 'PNG', names: ['png'] },
  { contentType: 'image/jpeg', extension: 'jpg', label: 'JPG', names: ['jpg', 'jpeg'] },
  { contentType: 'text/plain; charset=utf-8', extension: 'txt', label: 'TXT or CSV', names: ['txt', 'csv'] },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Default cap on one document; the API reads its own from DOCUMENT_MAX_BYTES. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Longest original name and description kept. */
export const DOCUMENT_NAME_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 500;

export const DOCUMENT_MESSAGES = {
  missing: 'Choose a file to upload',
  type: `The file must be one of: ${DOCUMENT_KINDS.map((kind) => kind.label).join(', ')}`,
  tooLarge: (maxBytes: number) => `The file must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB`,
} as const;

/** A stored document as the lists show it (the bytes are fetched from its file path). */
export const DocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  contentType: z.string(),
  byteSize: z.number().int(),
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  version: z.number().int(),
});
export type OwnerDocument = z.infer<typeof DocumentSchema>;

/** Editing a document changes its description only; the file stays as uploaded. */
export const DocumentUpdateSchema = z.object({
  description: z
    .string()
    .trim()
    .max(DOCUMENT_DESCRIPTION_MAX)
    .nullish()
    .transform((value) => blankToNull(value)),
  version: VersionSchema,
});
export type DocumentUpdate = z.input<typeof DocumentUpdateSchema>;

/** The multipart parts of an upload: the file and an optional description. */
export const DOCUMENT_PARTS = { file: 'file', description: 'description' } as const;

/** Whose documents: a publisher's or a content owner's, under that owner's API path. */
export type DocumentOwnerKind = 'publisher' | 'contentOwner' | 'order';
const OWNER_BASE: Record<DocumentOwnerKind, string> = {
  publisher: '/api/publishers',
  contentOwner: '/api/co',
  order: '/api/campaign/order',
};

/**
 * Whether a mask works as this owner (the publisher home /p/{id}, the content owner home co/{id}):
 * its own users manage its documents there, as staff with the owner's edit permission do.
 */
export const worksAsOwner = (
  mask: Pick<Mask, 'role' | 'publisherId' | 'contentOwnerId'> | null,
  owner: { kind: DocumentOwnerKind; ownerId: number },
): boolean =>
  owner.kind === 'publisher'
    ? mask?.role === 'PUBLISHER' && mask.publisherId === owner.ownerId
    : owner.kind === 'contentOwner' &&
      mask?.role === 'CONTENT_OWNER' &&
      mask.contentOwnerId === owner.ownerId;

type PathId = number | `:${string}`;
/** Part 2 §7 documents (list, upload, edit description, delete) and the download, under the owner's path. */
export const documentPaths = (kind: DocumentOwnerKind) => ({
  documents: (ownerId: PathId) => `${OWNER_BASE[kind]}/${ownerId}/documents`,
  document: (ownerId: PathId, documentId: PathId) => `${OWNER_BASE[kind]}/${ownerId}/documents/${documentId}`,
  file: (ownerId: PathId, documentId: PathId) =>
    `${OWNER_BASE[kind]}/${ownerId}/documents/${documentId}/file`,
  /** Where an upload is posted: a campaign's at part 2 §7 "File upload", naming it in the query. */
  upload: (ownerId: number) =>
    kind === 'order'
      ? `${CAMPAIGN_API.fileUpload}?orderId=${ownerId}`
      : `${OWNER_BASE[kind]}/${ownerId}/documents`,
});

export const DOCUMENT_NOTICES = {
  uploaded: 'Document uploaded',
  updated: 'Document description saved',
  deleted: 'Document deleted',
  errorUpload: 'Error occurred during document upload',
  errorSave: 'Error occurred during document save',
  errorFetching: 'Error occurred while fetching documents',
  confirmDelete: (name: string) => `Delete the document ${name}? Its file is removed for good.`,
} as const;
