import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_API } from '@adcast/domain/media/paths';
import type { Db } from '../../src/db/client';
import { finishMediaJob, queueMediaJob } from '../../src/db/media/media-jobs';
import { insertVideo } from '../../src/db/media/uploaded-video';
import { collections, collectionVideos } from '../../src/db/schema/catalogue';
import { transcodeToHls } from '../../src/media/ffmpeg/hls-transcode';
import { probeMedia } from '../../src/media/ffmpeg/probe';
import { DiskMediaStorage, newHlsKey } from '../../src/media/storage/media-storage';
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
  path: string = MEDIA_API.upload,
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

/** A collection holding one ready video: a real HLS made from a small clip, as a channel's loop. */
export async function readyLoop(
  db: Db,
  mediaDir: string,
  fields: { title: string; seconds: number },
): Promise<number> {
  const clip = await makeClip({ seconds: fields.seconds });
  const key = newHlsKey();
  const storage = new DiskMediaStorage(mediaDir);
  await transcodeToHls({
    source: clip,
    folder: storage.pathOf(`hls/${key}`),
    probe: await probeMedia(clip),
    heights: [720],
    preset: 'ultrafast',
  });
  const videoId = await insertVideo(
    db,
    { title: 'Loop clip', description: '', ownerType: 'VB', source: 'UPLOAD' },
    null,
  );
  await queueMediaJob(db, videoId, 'sources/none');
  await finishMediaJob(db, videoId, {
    state: 'READY',
    hlsPath: `${key}/index.m3u8`,
    duration: fields.seconds,
  });
  const [collection] = await db
    .insert(collections)
    .values({ title: fields.title, description: 'Clips' })
    .returning({ id: collections.id });
  await db.insert(collectionVideos).values({ collectionId: collection!.id, videoId, position: 0 });
  return collection!.id;
}
