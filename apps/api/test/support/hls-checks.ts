import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { expect } from 'vitest';
import { type HttpCaller, run } from './media';

/** Uploads a clip over tus and waits for its transcode to be READY; answers the new video's id. */
export async function uploadUntilReady(
  call: HttpCaller,
  upload: Promise<{ finished: Response | null }>,
): Promise<number> {
  const { finished } = await upload;
  expect(finished?.status).toBe(204);
  const videoId = Number(finished?.headers.get('upload-video-id'));
  expect(videoId).toBeGreaterThan(0);
  const state = async () =>
    ((await (await call(MEDIA_API.videoJob(videoId))).json()) as { state: string }).state;
  await expect.poll(state, { timeout: 60_000, interval: 200 }).toBe('READY');
  return videoId;
}

/**
 * What a player gets of a transcoded 3 s 192x108 test clip at `hlsPath`: the master playlist and
 * a segment range with their MIME types and cache headers, the poster, a 404 for a guessed folder,
 * and every frame decoded by ffprobe reading it over HTTP.
 */
export async function expectPlayableHls(base: string, hlsPath: string): Promise<void> {
  const folder = hlsPath.split('/')[0] ?? '';
  const master = await fetch(base + CATALOGUE_API.mediaHls(hlsPath));
  expect(master.status).toBe(200);
  expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
  expect(master.headers.get('cache-control')).toBe('public, max-age=2, must-revalidate');
  expect(await master.text()).toContain('#EXT-X-STREAM-INF');

  const segment = await fetch(base + CATALOGUE_API.mediaHls(`${folder}/108p/segment0000.ts`), {
    headers: { range: 'bytes=0-187' },
  });
  expect(segment.status).toBe(206);
  expect(segment.headers.get('content-type')).toBe('video/mp2t');
  expect(segment.headers.get('cache-control')).toContain('immutable');
  expect(segment.headers.get('content-range')).toMatch(/^bytes 0-187\/\d+$/);
  expect((await segment.arrayBuffer()).byteLength).toBe(188);

  const poster = await fetch(base + CATALOGUE_API.mediaHls(`${folder}/poster.jpg`));
  expect(poster.headers.get('content-type')).toBe('image/jpeg');
  const guessed = await fetch(base + CATALOGUE_API.mediaHls(`${'0'.repeat(32)}/index.m3u8`));
  expect(guessed.status).toBe(404);

  // Played over HTTP to the end: every frame of the 3 s clip at 24 fps decodes.
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_frames,width,height', '-of', 'json'],
    base + CATALOGUE_API.mediaHls(hlsPath),
  ]);
  const [stream] = JSON.parse(stdout).streams;
  expect(stream).toMatchObject({ width: 192, height: 108 });
  expect(Number(stream.nb_read_frames)).toBe(72);
}
