import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicRoute } from '../../http/auth';
import type { HlsOrigin, MediaStorage } from '../../media/storage/media-storage';
import { cacheControlOf, mediaTypeOf } from '../../media/storage/media-types';
import { S3Error } from '../../media/storage/s3-bucket';

export const HLS_PREFIX = '/api/media/hls/';

/** A folder or file name under an HLS folder: no dot files, no separators, nothing climbing out. */
const NAME = /^[\w-][\w.-]*$/;

type Sender = (path: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | FastifyReply;

/** What every stored HLS file is answered with, besides its bytes. */
function hlsHeaders(path: string): Record<string, string> {
  const type = mediaTypeOf(path);
  return {
    ...(type ? { 'content-type': type } : {}),
    'cache-control': cacheControlOf(path),
    'access-control-allow-origin': '*',
  };
}

/**
 * HLS files at unguessable paths (a 128-bit folder name per video), public so players need no
 * token, with their MIME types, byte ranges (206), ETags and cache headers (segments never change
 * once written: a year; playlists are revalidated). From disk they are sent by @fastify/static;
 * from a bucket they are relayed (see `relayFromBucket`).
 */
export function registerHlsServing(app: FastifyInstance, storage: MediaStorage): void {
  // Its own context: a static instance there only lends `sendFile` to the routes below, which
  // declare themselves public (the static plugin's own routes could not).
  app.register(async (hls) => {
    const send = await senderFor(hls, storage.hlsOrigin);
    const summary = 'HLS playlists, segments, posters and thumbnails (public, at unguessable paths)';
    const options = { config: publicRoute, schema: { tags: ['media'], summary } };
    const answer = (names: string[], request: FastifyRequest, reply: FastifyReply) =>
      names.every((name) => NAME.test(name)) ? send(names.join('/'), request, reply) : reply.callNotFound();
    hls.get<{ Params: { folder: string; file: string } }>(
      `${HLS_PREFIX}:folder/:file`,
      options,
      (request, reply) => answer([request.params.folder, request.params.file], request, reply),
    );
    hls.get<{ Params: { folder: string; sub: string; file: string } }>(
      `${HLS_PREFIX}:folder/:sub/:file`,
      options,
      (request, reply) =>
        answer([request.params.folder, request.params.sub, request.params.file], request, reply),
    );
  });
}

async function senderFor(hls: FastifyInstance, origin: HlsOrigin): Promise<Sender> {
  if (origin.kind === 'bucket')
    return (path, request, reply) => relayFromBucket(origin, path, request, reply);
  mkdirSync(origin.folder, { recursive: true });
  await hls.register(fastifyStatic, {
    root: origin.folder,
    serve: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    acceptRanges: true,
    setHeaders: (response, path) => {
      for (const [name, value] of Object.entries(hlsHeaders(path))) response.setHeader(name, value);
    },
  });
  return (path, _request, reply) => reply.sendFile(path, origin.folder);
}

/** Request headers the bucket answers ranges and revalidation by. */
const FORWARDED = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
/** Bucket answer headers the player gets. */
const RELAYED = ['content-length', 'content-range', 'etag', 'last-modified'] as const;

/**
 * The API relays bucket objects rather than redirecting to presigned URLs: playlists name their
 * segments by relative URIs, which would resolve against an expiring signed URL and lose the
 * signature; relaying keeps the one public, cacheable URL per file, the house MIME types and
 * cache headers, and needs no public bucket or bucket CORS. Ranges and conditional requests go to
 * the bucket, so 206, 304 and 416 are the bucket's own.
 */
async function relayFromBucket(
  origin: Extract<HlsOrigin, { kind: 'bucket' }>,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const answer = await origin.bucket.get(`${origin.prefix}${path}`, forwarded);
  if (answer.status === 404 || answer.status === 403) {
    // A missing key is 404, or AccessDenied where the keys may not list the bucket; a wrong key
    // or signature (also 403) is the server's fault and shows as one.
    const body = await answer.text();
    if (answer.status === 404 || body.includes('<Code>AccessDenied</Code>')) return reply.callNotFound();
    throw new S3Error('get', answer.status, body);
  }
  if (![200, 206, 304, 416].includes(answer.status)) {
    throw new S3Error('get', answer.status, await answer.text());
  }
  for (const name of RELAYED) {
    const value = answer.headers.get(name);
    if (value) reply.header(name, value);
  }
  reply.headers({ 'accept-ranges': 'bytes', ...hlsHeaders(path) }).status(answer.status);
  if (!answer.body || answer.status === 304 || answer.status === 416) {
    await answer.body?.cancel();
    return reply.removeHeader('content-length').send();
  }
  return reply.send(Readable.fromWeb(answer.body as WebStream));
}
