import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) on a random loopback port with its own temp folder and
 * one bucket; `url` is the `S3_URL` that reaches it (s3rver's fixed keys, path-style).
 */
export async function startS3Server(bucket = 'adcast-media') {
  const directory = await mkdtemp(join(tmpdir(), 'adcast-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    /** Where s3rver keeps the bucket's objects (tests look there to see what is stored). */
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
