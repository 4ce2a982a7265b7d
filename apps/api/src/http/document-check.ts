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

/**
 * The name a document is shown and downloaded under: the last path segment of what the browser
 * sent, without control characters, quotes or separators, trimmed and bounded. It is never used
 * as a path on disk; files are stored under a generated id.
 */
export function documentName(original: string, fallbackExtension: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .split('')
    .filter((char) => !isControl(char) && !'"<>|:*?'.includes(char))
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, DOCUMENT_NAME_MAX);
  return cleaned || `document.${fallbackExtension}`;
}

/** Content-Disposition for a download: an ASCII fallback and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
