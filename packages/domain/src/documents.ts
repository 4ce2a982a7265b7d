/**
 * Documents attached to a publisher or a content owner: the kinds we take, read from the bytes
 * whatever the file is called. Office files are left out on purpose: a zip holds anything, and
 * proving a DOCX/XLSX safe means unpacking it; a PDF export of the same file serves the reader.
 */
export const DOCUMENT_KINDS = [
  { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  { contentType: 'image/png', extension: 'png', label: 'PNG' },
  { contentType: 'image/jpeg', extension: 'jpg', label: 'JPG' },
  { contentType: 'text/plain; charset=utf-8', extension: 'txt', label: 'TXT or CSV' },
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
