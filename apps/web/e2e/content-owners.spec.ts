import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { toast, uniqueName } from './support/lists';
import { expectPath, signIn } from './support/session';

/** A 4x4 PNG: a logo the server reads as PNG from its bytes. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNQaDgARwzEcQAyUhYB52C8wAAAAABJRU5ErkJggg==',
  'base64',
);
const CONTRACT = 'Rights contract\nterritory,term\nworldwide,Y1\n';

test('create a content owner with a logo, upload a document on its details and download it', async ({
  page,
}) => {
  const name = uniqueName('Content Owner');
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.goto('/#/content-owner');
  await page.getByRole('link', { name: 'New content owner' }).click();
  await expectPath(page, '/content-owner/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByAltText('Upload logo preview')).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Content owner created successfully')).toBeVisible();
  await expect(page.getByRole('tablist', { name: `${name} details` })).toBeVisible();
  const logo = page.getByAltText(`${name} logo`);
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page
    .getByLabel('Document file')
    .setInputFiles({ name: 'rights contract.csv', mimeType: 'text/csv', buffer: Buffer.from(CONTRACT) });
  await page.getByLabel('Description').fill('Signed rights contract');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Document uploaded')).toBeVisible();
  const row = page.getByRole('table', { name: 'Documents' }).getByRole('row').nth(1);
  await expect(row).toContainText('Signed rights contract');

  await row.getByRole('button', { name: 'Actions for rights contract.csv' }).click();
  await page.getByRole('menuitem', { name: 'Edit description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit rights contract.csv' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'document description dialog');
  await dialog.getByLabel('Description').fill('Countersigned rights contract');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Document description saved')).toBeVisible();
  await expect(row).toContainText('Countersigned rights contract');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'rights contract.csv', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rights contract.csv');
  expect(await readFile((await file.path()) as string, 'utf8')).toBe(CONTRACT);
});
