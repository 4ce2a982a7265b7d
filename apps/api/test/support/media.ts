import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_API } from '@adcast/domain/media/paths';
import type { TestApp } from './test-app';

export const run = promisify(execFile);

/** A short, small test clip made by ffmpeg (colour bars and a tone). */
export async function makeClip(
  options: { seconds?: number; size?: string; audio?: boolean } = {},
): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'adcast-clip-'));
  const file = join(folder, 'clip.mp4');
  const seconds = String(options.seconds ?? 3);
  await run('ffmpeg', [
    ...['-y', '-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${options.size ?? '192x108'}:rate=24:duration=${seconds}`],
    ...(options.audio === false ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(options.audio === false ? [] : ['-c:a', 'aac', '-shortest']),
    file,
  ]);
  return file;
}

const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The test app listening on loopback (tus and players speak real HTTP), and how to call it as a user. */
export async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    base,
    as: async (email: string) => {
      const token = await t.tokenFor(email);
      return (path: string, init: RequestInit = {}) =>
        fetch(base + path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    },
  };
}

export type HttpCaller = (path: string, init?: RequestInit) => Promise<Response>;

/** Uploads bytes over tus in two PATCHes (the second resumes at the offset the server reports). */
export async function tusUpload(
  call: HttpCaller,
  bytes: Buffer,
  fields: Record<string, string>,
  path = MEDIA_API.upload,
) {
  const tus = { 'tus-resumable': '1.0.0' };
  const created = await call(path, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata(fields) },
  });
  if (created.status !== 201) return { created, finished: null, resumedAt: 0 };
  const location = created.headers.get('location') ?? '';
  const half = Math.floor(bytes.length / 2);
  const patch = (offset: number, body: Buffer) =>
    call(location, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(body),
    });
  await patch(0, bytes.subarray(0, half));
  const head = await call(location, { method: 'HEAD', headers: tus });
  const resumedAt = Number(head.headers.get('upload-offset'));
  const finished = await patch(resumedAt, bytes.subarray(resumedAt));
  return { created, finished, resumedAt };
}
