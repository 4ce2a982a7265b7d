import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX,
  type DocumentKind,
} from '@adcast/domain/documents';
import { ERROR_CODES } from '@adcast/domain/errors';
import { AppError, badRequest } from './errors';

const kind = (extension: DocumentKind['extension']) =>
  DOCUMENT_KINDS.find((candidate) => candidate.extension === extension) as DocumentKind;

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const TEXT_CONTROLS = new Set(['\t', '\n', '\r', '\f']);

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** Text is valid UTF-8 with no control bytes other than tab, line feed, carriage return and form feed. */
function isPlainText(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    const decoded = text.decode(bytes);
    return ![...decoded].some((char) => isControl(char) && !TEXT_CONTROLS.has(char));
  } catch {
    return false;
  }
}

/** The kind a document's bytes announce, or null when it is none we take. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return kind('pdf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kind('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return kind('jpg');
  if (isPlainText(bytes)) return kind('txt');
  return null;
}

/** The upload's kind; a 413 over the cap, a 400 naming the kinds we take otherwise. */
export function checkDocument(bytes: Buffer | undefined, maxBytes: number): DocumentKind {
  if (!bytes || bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.missing);
  if (bytes.length > maxBytes) {
    throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, [DOCUMENT_MESSAGES.tooLarge(maxBytes)]);
  }
  const found = sniffDocument(bytes);
  if (!found) throw badRequest(DOCUMENT_MESSAGES.type);
  return found;
}

/** Controls, and the Unicode format characters that reorder or hide text (bidi overrides, zero widths). */
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * The name a document is shown and downloaded under: the last path segment of what the browser
 * sent, without control or format characters (a right-to-left override turns 'txt.exe' around),
 * quotes or separators, trimmed and bounded, and ending in an extension of the type its bytes
 * announced: `report.html` that is text is `report.txt`, so no name makes a browser or a desktop run
 * or render it as something else. It is never used as a path on disk; files are stored under a
 * generated id.
 */
export function documentName(original: string, kind: Pick<DocumentKind, 'extension' | 'names'>): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(HIDDEN, '')
    .split('')
    .filter((char) => !'"<>|:*?'.includes(char))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1) : '';
  if ((kind.names as readonly string[]).includes(extension.toLowerCase()))
    return cleaned.slice(0, DOCUMENT_NAME_MAX);
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || 'document';
  return `${stem.slice(0, DOCUMENT_NAME_MAX - kind.extension.length - 1)}.${kind.extension}`;
}

/** The kind a stored content type is of (a document's row keeps it). */
export const kindOfContentType = (contentType: string): DocumentKind =>
  DOCUMENT_KINDS.find((candidate) => candidate.contentType === contentType) ?? kind('txt');

/** Content-Disposition for a download: an ASCII fallback and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
