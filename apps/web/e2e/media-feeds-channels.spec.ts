import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expectPath, signIn } from './support/session';

/** The name the e2e server's guarded fetcher may reach on loopback (scripts/e2e-server.mjs). */
const FEED_HOST = 'feeds.localhost';

/** A two-second H.264 clip made by ffmpeg for the test. */
function makeClip(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'adcast-feed-e2e-')), 'clip.mp4');
  const made = spawnSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file],
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  return readFileSync(file);
}

let feeds: Server;
let port = 0;
const stamp = Date.now();
const itemTitle = `Feed clip ${stamp}`;
const collectionName = `Feed collection ${stamp}`;

test.beforeAll(async () => {
  const clip = makeClip();
  const rss = () => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>E2E feed</title>
  <item><title>${itemTitle}</title><guid>e2e-${stamp}</guid><description>From the test feed</description>
    <enclosure url="http://${FEED_HOST}:${port}/clip.mp4" type="video/mp4" length="${clip.length}"/></item>
</channel></rss>`;
  feeds = createServer((request, response) => {
    if (request.url === '/feed.xml')
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss());
    else if (request.url === '/clip.mp4') response.writeHead(200, { 'content-type': 'video/mp4' }).end(clip);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  port = (feeds.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => feeds.close(() => resolve())));

/** Picks an option of an open select by its label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('ingest an RSS feed into a new collection, watch the video become ready, loop it on a channel and see the live stream play', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');

  // 'Parse feed': the server counts the feed's videos, then ingests them into a new collection.
  await page.goto('/#/videos');
  await page.getByRole('button', { name: 'Parse feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Parse feed' });
  await dialog.getByLabel('URL', { exact: false }).first().fill(`http://${FEED_HOST}:${port}/feed.xml`);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('E2E feed');
  await dialog.getByLabel('New collection').check();
  await dialog.getByRole('textbox', { name: 'Collection name' }).fill(collectionName);
  await choose(page, /Category/, 'News & Politics');
  await choose(page, /Owner type/, 'Adcast');
  await expect(dialog.getByText('1 videos to ingest')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "'Parse feed' dialog");
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Feed created successfully')).toBeVisible();
  // The dialog follows the import in the background until it is done.
  await expect(dialog.getByRole('status')).toHaveText('Done', { timeout: 60_000 });
  await expect(dialog.getByText('Imported: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The ingested video appears and becomes ready: its Preview tab plays its HLS.
  await page.getByLabel('Search by title').fill(itemTitle);
  // The search reaches the URL 800 ms later; leaving before it does races that navigation.
  await expect(page).toHaveURL(/[?&]title=Feed/);
  await expect(page.getByRole('button', { name: `Preview ${itemTitle}` })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: `Preview ${itemTitle}` }).click();
  const preview = page.getByRole('dialog', { name: itemTitle });
  await preview.getByRole('tab', { name: 'Preview' }).click();
  await expect(preview.getByLabel('Video player')).toHaveAttribute('data-hls-src', /\/index\.m3u8$/, {
    timeout: 120_000,
  });
  await page.keyboard.press('Escape');

  // A new channel loops the collection; started, its live page plays the stream.
  await page.goto('/#/channels/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(`Feed channel ${stamp}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Loops the ingested feed');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Channel created successfully')).toBeVisible();
  await expectPath(page, /\/channels\/edit\/\d+$/);
  const picker = page.getByRole('combobox', { name: 'Select collection' });
  await picker.fill(collectionName);
  await page.getByRole('option', { name: collectionName }).click();
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByRole('list', { name: 'Collections of the channel' })).toContainText(collectionName);
  await page.getByRole('button', { name: 'Start broadcast' }).click();
  await expect(page.getByText('Channel started broadcasting')).toBeVisible();

  const playlist = page.waitForResponse((response) => response.url().includes('/api/channels/livestream/'));
  await page.getByRole('link', { name: 'Watch live' }).click();
  expect((await playlist).status()).toBe(200);
  const player = page.getByLabel('Live stream', { exact: true });
  // Decoded frames, not only a loaded playlist: the element knows the picture's size and the clock runs.
  await expect
    .poll(
      () =>
        player.evaluate((video: HTMLVideoElement) => ({
          width: video.videoWidth,
          playing: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.currentTime > 0,
        })),
      { timeout: 60_000 },
    )
    .toEqual({ width: 320, playing: true });
  await expect(page.getByText('The video could not be played')).toHaveCount(0);
  await expectAccessible(page, 'channel live page');
});
