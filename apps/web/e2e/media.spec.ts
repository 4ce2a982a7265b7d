import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './support/session';

const folder = mkdtempSync(join(tmpdir(), 'adcast-media-e2e-'));

/** A two-second clip made by ffmpeg for the test. */
function makeClip(): string {
  const file = join(folder, 'clip.mp4');
  const made = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  return file;
}

test('upload a clip with its progress, see it processed and its HLS in the Preview tab', async ({ page }) => {
  test.slow();
  const clip = makeClip();
  const title = `Uploaded clip ${Date.now()}`;
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.goto('/#/videos');
  await page.getByRole('button', { name: 'Upload video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload video' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Video file').setInputFiles(clip);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Uploaded: the video is being processed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Search by title').fill(title);
  await page.getByRole('button', { name: `Preview ${title}` }).click();
  const preview = page.getByRole('dialog', { name: title });
  await preview.getByRole('tab', { name: 'Preview' }).click();
  const player = preview.getByLabel('Video player');
  await expect(player).toHaveAttribute('data-hls-src', /\/index\.m3u8$/, { timeout: 120_000 });
  const manifest = await page.request.get((await player.getAttribute('data-hls-src')) ?? '');
  expect(await manifest.text()).toContain('#EXTM3U');
});

test('a file that is not a video is refused with a clear message', async ({ page }) => {
  const notVideo = join(folder, 'notes.mp4');
  writeFileSync(notVideo, 'these are notes, not a video');
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.goto('/#/videos');
  await page.getByRole('button', { name: 'Upload video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload video' });
  await dialog.getByLabel('Title').fill('Not a video');
  await dialog.getByLabel('Video file').setInputFiles(notVideo);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByText('The file is not a video (MP4, MOV, WebM, MKV, AVI, MPEG-TS or FLV)'),
  ).toBeVisible();
});
