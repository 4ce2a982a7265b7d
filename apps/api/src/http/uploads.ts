import { ERROR_CODES } from '@adcast/domain/errors';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, badRequest } from './errors';

/** Multipart requests: small fields, a few files; each route says how large its file may be. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fields: 10, fieldSize: 1024 * 1024, files: 2, parts: 12, headerPairs: 100 },
  });
}

/**
 * What a multipart route reads, declared in its config (`config: { ...needs(p), multipart: {...} }`):
 * a part holding the record's JSON (and its schema), text parts and file parts. The route fuzz sends
 * odd multipart bodies built from it, as it sends odd JSON bodies built from the OpenAPI schemas.
 */
/** What a file part holds: the route fuzz sends a small file of the kind. */
export type UploadKind = 'image' | 'document' | 'video';

export type MultipartParts = {
  json?: { part: string; schema: ZodType };
  text?: readonly string[];
  files?: readonly { part: string; kind: UploadKind }[];
};

export type UploadedFile = { field: string; filename: string; bytes: Buffer };
export type Upload = { fields: Record<string, string>; files: UploadedFile[] };

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data',
  unreadable: 'The upload could not be read',
} as const;

/**
 * The fields and files of a multipart request, each file read into memory up to `maxBytes`;
 * a larger file is refused with `tooLarge` (400, or 413 when `tooLargeStatus` says so) before the
 * rest of it is read.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: string; tooLargeStatus?: 400 | 413 },
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const upload: Upload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      // PostgreSQL text cannot hold U+0000: refused here as the JSON body's guard refuses it there.
      if (part.fieldname.includes('\u0000')) throw badRequest(SERVER_MESSAGES.nulCharacter('field name'));
      if (part.type === 'file') {
        if (part.filename.includes('\u0000')) throw badRequest(SERVER_MESSAGES.nulCharacter(part.fieldname));
        upload.files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      } else {
        const value = String(part.value);
        if (value.includes('\u0000')) throw badRequest(SERVER_MESSAGES.nulCharacter(part.fieldname));
        upload.fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode, message } = error as { code?: string; statusCode?: number; message: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw options.tooLargeStatus === 413
        ? new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, [options.tooLarge])
        : badRequest(options.tooLarge);
    // Too many parts, fields or files, a malformed body: the caller's mistake, said as it is.
    if (statusCode && statusCode >= 400 && statusCode < 500) throw badRequest(message);
    throw badRequest(`${UPLOAD_MESSAGES.unreadable}: ${message}`);
  }
  return upload;
}
