// The media pipeline measured (issue 10): upload complete -> playable HLS for a 60 s 1080p clip as a
// ratio to the bare ffmpeg command for the same rendition on the same file, in the same run; the
// p99 of /api/users/me while a transcode runs; the live playlist's p95 with 100 clients.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CHANNELS_API } from '@adcast/domain/media/channels';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { transcodeThreads } from '../apps/api/src/media/ffmpeg/cpu-share';
import { hlsArguments } from '../apps/api/src/media/ffmpeg/hls-transcode';
import { probeMedia } from '../apps/api/src/media/ffmpeg/probe';
import { freshDataDir, load, saveResult, signIn, startUntil, stop } from './support';

const PORT = 8193;
const base = `http://127.0.0.1:${PORT}`;
const RENDITION = 720;

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (run.status !== 0) throw new Error(run.stderr.toString());
}

/** A 60 s 1080p H.264 + AAC clip, like a camera file. */
function makeClip(folder: string): string {
  const file = join(folder, 'clip-1080p.mp4');
  ffmpeg([
    ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=60'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=60', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** The bare ffmpeg command the pipeline runs for the same rendition (and threads), timed. */
async function bareTranscode(clip: string, folder: string): Promise<number> {
  const probe = await probeMedia(clip);
  const args = hlsArguments(clip, join(folder, 'bare'), probe, [RENDITION], transcodeThreads(1));
  mkdirSync(join(folder, 'bare'), { recursive: true });
  const started = performance.now();
  ffmpeg(args);
  return performance.now() - started;
}

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Uploads over tus in one PATCH; answers the video id once the upload is complete. */
async function upload(token: string, bytes: Buffer, title: string): Promise<number> {
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const metadata = [
    `title ${Buffer.from(title).toString('base64')}`,
    `ownerType ${Buffer.from('VB').toString('base64')}`,
  ];
  const created = await fetch(base + MEDIA_API.upload, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': metadata.join(',') },
  });
  const location = new URL(created.headers.get('location') ?? '', base + MEDIA_API.upload).toString();
  const finished = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  return Number(finished.headers.get('upload-video-id'));
}

/** Polls the video's processing until it is READY; answers the milliseconds since `from`. */
async function readyAfter(token: string, videoId: number, from: number): Promise<number> {
  for (;;) {
    const job = await api<{ state: string; error: string | null }>(token, MEDIA_API.videoJob(videoId));
    if (job.state === 'READY') return performance.now() - from;
    if (job.state === 'FAILED') throw new Error(`transcode failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureMedia() {
  const dataDir = freshDataDir();
  const load1 = loadavg()[0];
  const clip = makeClip(dataDir);
  const bytes = readFileSync(clip);
  const bareMs = await bareTranscode(clip, dataDir);
  const server = await startUntil(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/main.ts'],
    {
      PORT: String(PORT),
      DATA_DIR: join(dataDir, 'app'),
      LOG_LEVEL: 'warn',
      DEMO_MEDIA: 'false',
      // The simulator's 90-day backfill would compete with the transcode being timed.
      DEMO_TRAFFIC: 'false',
      TRANSCODE_CONCURRENCY: '1',
      HLS_LADDER: String(RENDITION),
    },
    'Adcast is ready',
  );
  try {
    const token = await signIn(base, 'admin@adcast.test');
    // 1. Upload complete -> playable HLS, nothing else running.
    const first = await upload(token, bytes, 'Bench 1080p');
    const pipelineMs = await readyAfter(token, first, performance.now());
    // 2. /api/users/me while a second transcode of the same file runs.
    const second = await upload(token, bytes, 'Bench 1080p again');
    const me = await load(`${base}/api/users/me`, { authorization: `Bearer ${token}` }, { seconds: 10 });
    await readyAfter(token, second, performance.now());
    // 3. The live playlist of a started channel looping the video, 100 clients.
    const collection = await api<{ id: number }>(token, CATALOGUE_API.playlists, {
      method: 'POST',
      body: { title: 'Bench loop', description: 'Bench', categories: [24] },
    });
    await api(token, CATALOGUE_API.playlistVideos(collection.id), {
      method: 'POST',
      body: { videoIds: [first] },
    });
    const channel = await api<{ id: number }>(token, CHANNELS_API.channels, {
      method: 'POST',
      body: { title: 'Bench channel', description: 'Bench' },
    });
    await api(token, CHANNELS_API.playlists(channel.id), {
      method: 'POST',
      body: { playlistId: collection.id },
    });
    await api(token, CHANNELS_API.start(channel.id), { method: 'PUT' });
    await load(base + CHANNELS_API.livestream(channel.id), {}, { connections: 10, seconds: 2 });
    const live = await load(
      base + CHANNELS_API.livestream(channel.id),
      {},
      { connections: 100, seconds: 10 },
    );
    const result = {
      clip: '60 s 1920x1080 30 fps H.264 + AAC',
      rendition: `${RENDITION}p`,
      bareFfmpegMs: Math.round(bareMs),
      uploadCompleteToReadyMs: Math.round(pipelineMs),
      ratio: Math.round((pipelineMs / bareMs) * 100) / 100,
      meDuringTranscode: me,
      livePlaylist100Clients: live,
      loadAverageBefore: load1,
      loadAverageAfter: loadavg()[0],
    };
    saveResult('media', result);
    return result;
  } finally {
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureMedia());
