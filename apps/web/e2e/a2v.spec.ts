import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

/** Calls of the admin's setup, through the API with the admin's own token. */
async function adminApi(page: Page) {
  const answer = await page.request.post('/login', {
    data: { email: 'admin@adcast.test', password: 'Demo-pass1!' },
  });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** An advertiser, its brand (with a logo) and a probed audio asset with a transcript, made by the admin. */
async function a2vMadeByAdmin(page: Page, name: string) {
  const auth = await adminApi(page);
  const advertiser = await page.request.post('/api/campaign/advertiser', {
    headers: auth,
    data: { name, advertiserDomains: [] },
  });
  const advertiserId = ((await advertiser.json()) as { id: number }).id;
  const logo = made('ro-logo.png', ['-f', 'lavfi', '-i', 'color=c=teal:s=240x120', '-frames:v', '1']);
  const brand = await page.request.post('/api/a2v/brands', {
    headers: auth,
    multipart: {
      brand: JSON.stringify({
        name: `${name} look`,
        advertiserId,
        primaryColour: '#113355',
        secondaryColour: '#EEDD00',
      }),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: readFileSync(logo) },
    },
  });
  expect(brand.status()).toBe(201);
  const audio = readFileSync(
    made('ro-spot.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=3', '-ac', '2']),
  );
  const metadata = Object.entries({ name: `${name} spot`, kind: 'AD', advertiserId: String(advertiserId) })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  const created = await page.request.post('/api/a2v/assets/upload', {
    headers: { ...tus, 'upload-length': String(audio.length), 'upload-metadata': metadata },
  });
  expect(created.status()).toBe(201);
  const finished = await page.request.patch(created.headers().location ?? '', {
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: audio,
  });
  const assetId = Number(finished.headers()['upload-asset-id']);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/a2v/assets/${assetId}`, { headers: auth })).json()) as {
            processing: string;
          }
        ).processing,
      { timeout: 60_000 },
    )
    .toBe('READY');
  const transcript = await page.request.put(`/api/a2v/assets/${assetId}/transcript`, {
    headers: auth,
    data: { fileName: 'spot.vtt', text: 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello\n' },
  });
  expect(transcript.ok()).toBe(true);
}

test('a read-only admin sees the assets, brands and network template, and can upload, render or save nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('A2V read');
  await a2vMadeByAdmin(page, name);

  await openAs(page, 'readonly@adcast.test', '/assets');
  await page.getByLabel('Search by name').fill(`${name} spot`);
  const asset = tableRows(page, 'Assets').filter({ hasText: name });
  await expect(asset.getByRole('cell', { name: 'Ready', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload audio' })).toHaveCount(0);
  await expect(asset.getByRole('button', { name: 'Render' })).toHaveCount(0);
  await asset.getByRole('button', { name: `Transcript: ${name} spot` }).click();
  const transcript = page.getByRole('dialog', { name: `Transcript: ${name} spot` });
  await expect(transcript.getByText('Hello')).toBeVisible();
  await expect(transcript.getByLabel('Transcript file (WebVTT or SRT)')).toHaveCount(0);
  await expect(transcript.getByRole('button', { name: 'Remove transcript' })).toHaveCount(0);
  await transcript.getByRole('button', { name: 'Close' }).click();

  await page.goto('/#/brands');
  await expect(page.getByRole('link', { name: 'New brand' })).toHaveCount(0);
  await page.getByLabel('Search by name').fill(`${name} look`);
  await expect(tableRows(page, 'Brands').filter({ hasText: `${name} look` })).toHaveCount(1);

  await page.goto('/#/network-template');
  await page.getByRole('combobox', { name: 'Network' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Logo position' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
