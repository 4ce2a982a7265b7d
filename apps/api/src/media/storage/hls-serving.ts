import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../../http/auth';
import type { MediaStorage } from './media-storage';

export const HLS_PREFIX = '/api/media/hls/';

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
};

/**
 * HLS files at unguessable paths (a 128-bit folder name per video), public so players need no
 * token: byte ranges and ETags from @fastify/static. Segments never change once written, so they
 * are cached for a year; playlists are revalidated.
 */
export function registerHlsServing(app: FastifyInstance, storage: MediaStorage): void {
  mkdirSync(storage.hlsRoot, { recursive: true });
  // Its own context: this static instance only lends `sendFile` to the route below, which declares
  // itself public (the static plugin's own routes could not).
  app.register(async (hls) => {
    await hls.register(fastifyStatic, {
      root: storage.hlsRoot,
      serve: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      acceptRanges: true,
      setHeaders,
    });
    const summary = 'HLS playlists, segments, posters and thumbnails (public, at unguessable paths)';
    const options = { config: publicRoute, schema: { tags: ['media'], summary } };
    hls.get<{ Params: { folder: string; file: string } }>(
      `${HLS_PREFIX}:folder/:file`,
      options,
      (request, reply) => reply.sendFile(`${request.params.folder}/${request.params.file}`, storage.hlsRoot),
    );
    hls.get<{ Params: { folder: string; sub: string; file: string } }>(
      `${HLS_PREFIX}:folder/:sub/:file`,
      options,
      (request, reply) =>
        reply.sendFile(
          `${request.params.folder}/${request.params.sub}/${request.params.file}`,
          storage.hlsRoot,
        ),
    );
  });
}

function setHeaders(response: { setHeader(name: string, value: string): unknown }, path: string): void {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const type = TYPES[extension];
  if (type) response.setHeader('content-type', type);
  response.setHeader(
    'cache-control',
    extension === 'm3u8' ? 'public, max-age=2, must-revalidate' : 'public, max-age=31536000, immutable',
  );
  response.setHeader('access-control-allow-origin', '*');
}
