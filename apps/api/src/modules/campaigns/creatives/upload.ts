import { CREATIVE_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import {
  CREATIVE_FILE_MAX_BYTES,
  CREATIVE_FILE_MAX_MEGABYTES,
  CREATIVE_PARTS,
} from '@adcast/domain/campaigns/creatives';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { jsonPart, parsedBy } from '../../../http/multipart-json';
import { readUpload } from '../../../http/uploads';
import type { VideoUpload } from './creative-media';

const VIDEO_LIMIT = {
  maxBytes: CREATIVE_FILE_MAX_BYTES,
  tooLarge: CREATIVE_MESSAGES.videoTooLarge(CREATIVE_FILE_MAX_MEGABYTES),
  tooLargeStatus: 413,
} as const;

/**
 * Part 2 §7 creative create and update: JSON, or multipart with the creative's JSON in `creative`
 * and, for a video creative, its `file`.
 */
export async function creativeUpload<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ creative: T; video?: VideoUpload }> {
  if (!request.isMultipart()) return { creative: parsedBy(schema, request.body) };
  const upload = await readUpload(request, VIDEO_LIMIT);
  const creative = parsedBy(
    schema,
    jsonPart(upload.fields[CREATIVE_PARTS.creative], CREATIVE_PARTS.creative),
  );
  const file = upload.files.find((part) => part.field === CREATIVE_PARTS.file);
  return { creative, video: file && { fileName: file.filename, bytes: file.bytes } };
}
