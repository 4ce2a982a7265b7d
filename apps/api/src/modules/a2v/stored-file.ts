import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { MediaStorage } from '../../media/storage/media-storage';

/** Streams a stored file (from disk, or a scratch copy of the bucket's, removed once sent). */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  contentType: (path: string) => Promise<string>,
) {
  const scratch = await storage.scratch();
  const path = await storage.localFile(key, scratch);
  const stream = createReadStream(path);
  stream.on('close', () => void rm(scratch, { recursive: true, force: true }));
  return reply
    .type(await contentType(path))
    .header('cache-control', 'private, max-age=3600')
    .send(stream);
}
