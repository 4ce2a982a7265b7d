import { expect, type Page, test } from '@playwright/test';
import {
  columnTexts,
  expectListState,
  hashSearch,
  openAs,
  pageRange,
  statusTile,
  tableRows,
  tileCount,
} from './support/lists';

const rows = (page: Page) => tableRows(page, 'Placements');

test('the placements list: tiles, search, sort and paging in the URL', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', '/placements');
  await expect(page.getByRole('heading', { name: 'Placements', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New placement' })).toBeVisible();
  const active = await tileCount(page, 'active');
  await expect(pageRange(page)).toHaveText(`1–10 of ${active}`);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expectListState(page, { page: '1' });
  await expect(pageRange(page)).toHaveText(`11–20 of ${active}`);

  const archived = await tileCount(page, 'archived');
  await statusTile(page, 'active').click();
  await statusTile(page, 'archived').click();
  await expectListState(page, { status: 'ARCHIVED', page: '0' });
  await expect(pageRange(page)).toHaveText(`1–10 of ${archived}`);
  for (const status of await columnTexts(rows(page), 7)) expect(status).toBe('Archived');

  await page.getByLabel('Search by name').fill('Pre-roll');
  await expectListState(page, { search: 'Pre-roll' });
  await expect(rows(page).first()).toContainText('Pre-roll');
  for (const name of await columnTexts(rows(page), 0)) expect(name).toContain('Pre-roll');

  await page.getByRole('button', { name: 'CPM' }).click();
  await page.getByRole('button', { name: 'CPM' }).click();
  await expectListState(page, { sortProperty: 'cpm', sortDirection: 'desc' });
  const cpms = (await columnTexts(rows(page), 6)).map((text) => Number(text.replace(/[$,]/g, '')));
  expect(cpms).toEqual([...cpms].sort((a, b) => b - a));

  const state = hashSearch(page);
  await page.reload();
  await expect(page.getByLabel('Search by name')).toHaveValue('Pre-roll');
  expect(hashSearch(page)).toEqual(state);
  expect((await columnTexts(rows(page), 6)).map((text) => Number(text.replace(/[$,]/g, '')))).toEqual(cpms);
});
