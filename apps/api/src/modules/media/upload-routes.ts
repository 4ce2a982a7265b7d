import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { ERROR_CODES } from '@adcast/domain/errors';
import { CONTENT_BYTE_MAX_SECONDS, CONTENT_BYTE_MESSAGES } from '@adcast/domain/media/content-bytes';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { UPLOAD_EXPIRY_HOURS, UPLOAD_MESSAGES } from '@adcast/domain/media/upload';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { ERRORS, Metadata } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markContentByte } from '../../db/media/content-bytes';
import { bodiless, noContent } from '../../http/answer-docs';
import { type AuthContext, authOf, needs } from '../../http/auth';
import { probeMedia } from '../../media/ffmpeg/probe';
import { sniffVideoFile } from '../../media/sniff-video';
import type { ModuleDeps } from '../module-deps';
import type { MediaPipeline } from './media-pipeline';
import { checkOpenUploads } from './open-uploads';
import { checkUploadRequest, createUploadedVideo, type Refusal, refusal } from './upload-service';

/** A content byte longer than the limit is refused (and its file removed) before it becomes a video. */
async function refuseLongContentByte(file: string, remove: () => Promise<void>): Promise<void> {
  const seconds = await probeMedia(file)
    .then((probe) => probe.durationSeconds)
    .catch(() => null);
  if (seconds === null || seconds <= CONTENT_BYTE_MAX_SECONDS) return;
  await remove();
  throw refusal(400, ERROR_CODES.VALIDATION, CONTENT_BYTE_MESSAGES.tooLong(seconds));
}

/** The header a finished upload answers with: the new video's id. */
export const UPLOAD_VIDEO_HEADER = 'upload-video-id';

type NodeBacked = { runtime?: { node?: { req?: IncomingMessage } } };

const HOUR = 60 * 60_000;

/**
 * Resumable uploads (the tus protocol) for videos and content bytes: the upload request rides in
 * the tus metadata and is checked when the upload is created; the finished file is sniffed (a
 * video container, whatever its name says), becomes a video and goes to the transcode queue.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: ModuleDeps, pipeline: MediaPipeline): void {
  const callers = new WeakMap<IncomingMessage, AuthContext>();
  const callerOf = (request: Request): AuthContext => {
    const raw = (request as NodeBacked).runtime?.node?.req;
    const auth = raw && callers.get(raw);
    if (!auth) throw refusal(401, ERROR_CODES.UNAUTHENTICATED, 'Authentication required');
    return auth;
  };
  const maxBytes = deps.config.media.maxBytes;

  for (const path of [MEDIA_API.upload, MEDIA_API.contentByte]) {
    // Partial uploads stay on local disk (tus appends to them); a finished one moves into the storage.
    const directory = join(pipeline.storage.workDir, 'uploads');
    // Made before the first sweep of expired uploads, which the store's own creation would race.
    mkdirSync(directory, { recursive: true });
    const datastore = new FileStore({
      directory,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_HOURS * HOUR,
    });
    const tus = new Server({
      path,
      datastore,
      maxSize: maxBytes,
      relativeLocation: true,
      allowedOrigins: deps.config.corsOrigins,
      namingFunction: () => randomBytes(16).toString('hex'),
      onIncomingRequest: async (request, uploadId) => {
        const auth = callerOf(request);
        if (request.method === 'POST' || !uploadId) return;
        const upload = await tus.datastore.getUpload(uploadId).catch(() => null);
        if (upload && upload.metadata?.uploader !== String(auth.user.id)) {
          throw refusal(403, ERROR_CODES.FORBIDDEN, UPLOAD_MESSAGES.notYours);
        }
      },
      onUploadCreate: async (request, upload) => {
        const auth = callerOf(request);
        if ((upload.size ?? 0) > maxBytes) {
          throw refusal(413, ERROR_CODES.PAYLOAD_TOO_LARGE, UPLOAD_MESSAGES.tooLarge(maxBytes));
        }
        await checkUploadRequest(deps.db, auth, upload.metadata ?? {});
        await checkOpenUploads(datastore, String(auth.user.id), upload.size ?? 0, maxBytes);
        return { metadata: { ...upload.metadata, uploader: String(auth.user.id) } };
      },
      onUploadFinish: async (request, upload) => finish(request, upload),
      onResponseError: async (request, error): Promise<Refusal> => {
        const id = new URL(request.url).pathname.split('/').pop() ?? '';
        const past = 'body' in error && error.body === ERRORS.ERR_SIZE_EXCEEDED.body;
        return tusErrorBody(error, maxBytes, past ? await sizeOf(id) : undefined);
      },
    });

    // Uploads left unfinished past their expiry are removed, now and every quarter of an hour.
    const removeExpired = () =>
      tus.cleanUpExpiredUploads().catch((error: unknown) => {
        deps.log.warn({ err: error }, 'expired uploads not removed');
      });
    void removeExpired();
    const sweeping = setInterval(removeExpired, 15 * 60_000).unref();
    app.addHook('onClose', async () => clearInterval(sweeping));

    /** The length an upload declared (tus's refusal of more bytes does not say it). */
    const sizeOf = async (id: string): Promise<number | undefined> =>
      (await datastore.getUpload(id).catch(() => null))?.size;

    const finish = async (request: Request, upload: Upload) => {
      const auth = callerOf(request);
      const file = join(directory, upload.id);
      if (!(await sniffVideoFile(file))) {
        await tus.datastore.remove(upload.id);
        throw refusal(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, UPLOAD_MESSAGES.wrongType);
      }
      if (path === MEDIA_API.contentByte)
        await refuseLongContentByte(file, () => tus.datastore.remove(upload.id));
      const checked = await checkUploadRequest(deps.db, auth, upload.metadata ?? {});
      const videoId = await createUploadedVideo(deps.db, auth, checked);
      if (path === MEDIA_API.contentByte) await markContentByte(deps.db, videoId);
      const sourceKey = `sources/${videoId}-${upload.id}`;
      await pipeline.storage.putFrom(sourceKey, file);
      await tus.datastore.remove(upload.id).catch(() => {});
      await pipeline.queueTranscode(videoId, sourceKey);
      return {
        headers: {
          [UPLOAD_VIDEO_HEADER]: String(videoId),
          'access-control-expose-headers': UPLOAD_VIDEO_HEADER,
        },
      };
    };

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const refused =
        request.headers['tus-resumable'] !== '1.0.0'
          ? refusal(412, ERROR_CODES.VALIDATION, UPLOAD_MESSAGES.notTus)
          : badTusHeader(request);
      if (refused) return reply.status(refused.status_code).type('application/json').send(refused.body);
      callers.set(request.raw, authOf(request));
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const config = needs(CATALOGUE_PERMISSIONS.changeVideos);
    const tags = ['uploads'];
    app.route({
      method: 'POST',
      url: path,
      config,
      schema: {
        tags,
        summary: 'tus: creates a resumable upload (Upload-Length, Upload-Metadata: the upload request)',
        response: bodiless(201, 'Created: the Location header names the upload'),
      },
      handler: handle,
    });
    const onUpload = {
      HEAD: ['the offset reached', bodiless(200, 'Upload-Offset and Upload-Length say how far it is')],
      PATCH: ['more bytes', bodiless(204, 'Upload-Offset says how far it is now')],
      DELETE: ['cancel', noContent('The upload is gone')],
    } as const;
    for (const [method, [summary, response]] of Object.entries(onUpload)) {
      app.route({
        method,
        url: `${path}/:uploadId`,
        config,
        schema: { tags, summary: `tus: ${summary}`, response },
        handler: handle,
      });
    }
  }
}

const isByteCount = (value: string) => /^(0|[1-9]\d{0,15})$/.test(value);
const isMetadata = (value: string) => {
  try {
    Metadata.parse(value);
    return true;
  } catch {
    return false;
  }
};
/** The tus headers a request may carry and what each must hold (tus 1.0.0 §3.2); tus itself answers plain text. */
const TUS_HEADERS: [header: string, valid: (value: string) => boolean][] = [
  ['Upload-Length', isByteCount],
  ['Upload-Offset', isByteCount],
  ['Upload-Defer-Length', (value) => value === '1'],
  ['Upload-Metadata', isMetadata],
];

/** The first tus header that does not hold what it must, refused in the house shape; null when all do. */
function badTusHeader(request: FastifyRequest): Refusal | null {
  for (const [header, valid] of TUS_HEADERS) {
    const value = request.headers[header.toLowerCase()];
    if (value !== undefined && (typeof value !== 'string' || !valid(value)))
      return refusal(400, ERROR_CODES.VALIDATION, UPLOAD_MESSAGES.badHeader(header));
  }
  return null;
}

const TUS_CODES: Record<number, number> = {
  400: ERROR_CODES.VALIDATION,
  401: ERROR_CODES.UNAUTHENTICATED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
};

/** tus's own refusals (a missing header, an unknown upload, a wrong offset) in the house error shape. */
function tusErrorBody(
  error: { status_code?: number; body?: string; message?: string },
  maxBytes: number,
  declaredLength: number | undefined,
): Refusal {
  const status = error.status_code ?? 500;
  if (error.body?.startsWith('{')) return { status_code: status, body: error.body };
  // More bytes than the upload declared is the client's mistake, not the server's size limit.
  if (error.body === ERRORS.ERR_SIZE_EXCEEDED.body)
    return refusal(400, ERROR_CODES.VALIDATION, UPLOAD_MESSAGES.pastDeclaredLength(declaredLength));
  if (status === 413) return refusal(413, ERROR_CODES.PAYLOAD_TOO_LARGE, UPLOAD_MESSAGES.tooLarge(maxBytes));
  const message = (error.body ?? error.message ?? 'The upload failed').trim();
  return refusal(
    status,
    TUS_CODES[status] ?? (status >= 500 ? ERROR_CODES.INTERNAL : ERROR_CODES.VALIDATION),
    message,
  );
}

/** tus bodies are raw bytes: leave the stream to tus. */
export function registerUploadBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
}
