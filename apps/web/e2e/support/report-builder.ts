import { expect, type Page } from '@playwright/test';

export const picker = (page: Page, name: string) => page.getByRole('combobox', { name });

/** A chosen entry's chip in a catalogue picker. */
export const chip = (page: Page, name: string, label: string) =>
  page
    .locator('.MuiAutocomplete-root')
    .filter({ has: picker(page, name) })
    .getByRole('button', { name: label, exact: true });

export const removeChip = (page: Page, name: string, label: string) =>
  chip(page, name, label).locator('.MuiChip-deleteIcon').click();

export async function addFromPicker(page: Page, name: string, option: string): Promise<void> {
  await picker(page, name).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Sets the builder's date range in its dialog; `shown` is how the range button then reads. */
export async function chooseDates(page: Page, from: string, to: string, shown: string): Promise<void> {
  await page.getByRole('button', { name: /, date range$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Date range' });
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To').fill(to);
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('button', { name: /, date range$/ })).toHaveText(shown);
}
