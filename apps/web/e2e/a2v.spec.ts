import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openAs, pick, tableRows, toast, uniqueName } from './support/lists';

const folder = mkdtempSync(join(tmpdir(), 'adcast-a2v-e2e-'));

/** A file made by ffmpeg from a lavfi source for the test. */
function made(name: string, args: string[]): string {
  const file = join(folder, name);
  const run = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return file;
}

/** An advertiser made through the API as the signed-in user of the page. */
async function advertiser(page: Page, name: string): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('authenticationToken'));
  const response = await page.request.post('/api/campaign/advertiser', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, advertiserDomains: [] },
  });
  expect(response.status()).toBe(201);
}

test('an admin makes a brand, uploads audio, sees it probed and renders it into a video creative with progress', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const logo = made('logo.png', ['-f', 'lavfi', '-i', 'color=c=orange:s=240x120', '-frames:v', '1']);
  const tone = made('spot.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '2']);
  const name = uniqueName('A2V advertiser');
  await openAs(page, 'admin@adcast.test', '/brands');
  await advertiser(page, name);

  await page.getByRole('link', { name: 'New brand' }).click();
  await pick(page, 'Select advertiser', name, name);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Radio look');
  await page.getByRole('textbox', { name: /^Primary colour/ }).fill('#112244');
  await page.getByRole('textbox', { name: /^Secondary colour/ }).fill('#FFCC00');
  await page.getByLabel('Upload logo').setInputFiles(logo);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Brand created successfully')).toBeVisible();

  await page.goto('/#/assets');
  await page.getByRole('button', { name: 'Upload audio' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload audio asset' });
  await pick(page, 'Select advertiser', name, name);
  await upload.getByRole('textbox', { name: /^Name/ }).fill('Morning spot');
  await upload.getByLabel('Audio file').setInputFiles(tone);
  await upload.getByRole('button', { name: 'Upload audio' }).click();
  await expect(upload.getByText('Uploaded: the audio is being probed')).toBeVisible();
  await upload.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Search by name').fill('Morning spot');
  const row = tableRows(page, 'Assets').filter({ hasText: name });
  await expect(row.getByText('2 ch · 44.1 kHz · mp3')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell', { name: 'Ready', exact: true })).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: 'Render' }).click();
  const render = page.getByRole('dialog', { name: 'Render video creative' });
  await pick(page, 'Brand', 'Radio', 'Radio look');
  await render.getByRole('button', { name: 'Render' }).click();
  await expect(toast(page, 'Rendering: the creative appears in the creative library')).toBeVisible();
  const rendered = tableRows(page, 'Renders').filter({ hasText: 'Morning spot (video)' });
  await expect(rendered.getByRole('cell', { name: 'Ready', exact: true })).toBeVisible({ timeout: 240_000 });
  await rendered.getByRole('link', { name: 'Morning spot (video)' }).click();
  await expect(page).toHaveURL(/#\/campaigns\/creative-library\/edit\/\d+$/);
});
