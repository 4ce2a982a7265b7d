import { expect, type Page, test } from '@playwright/test';
import {
  columnTexts,
  confirmAction,
  expectListState,
  openAs,
  pageRange,
  serverOrder,
  statusTile,
  tableRows,
  tileCount,
  toast,
  uniqueName,
} from './support/lists';
import { expectPath } from './support/session';

const ADMIN = 'admin@adcast.test';
const rows = (page: Page) => tableRows(page, 'Demand partners');

test('the partners list: status tiles, name search and sort', async ({ page }) => {
  await openAs(page, ADMIN, '/demand/list');
  await expect(page.getByRole('heading', { name: 'Demand partners', exact: true, level: 1 })).toBeVisible();
  const active = await tileCount(page, 'active');
  await expect(pageRange(page)).toHaveText(`1–${Math.min(active, 10)} of ${active}`);
  const names = await columnTexts(rows(page), 0);
  expect(names).toEqual([...names].sort(serverOrder));

  await statusTile(page, 'archived').click();
  await expectListState(page, { status: 'ACTIVE,ARCHIVED' });
  await page.getByLabel('Search by name').fill('juniper');
  await expectListState(page, { search: 'juniper' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Juniper Legacy Demand');
  await expect(rows(page).first()).toContainText('Archived');

  await page.getByLabel('Search by name').fill('');
  await page.getByRole('button', { name: 'Default bid floor' }).click();
  await expectListState(page, { sortProperty: 'defaultBidFloor', sortDirection: 'asc' });
  await expect(rows(page).first()).toContainText('Atlas Demand');
});

test('partner details: the overview and its connections, opened from the list', async ({ page }) => {
  await openAs(page, ADMIN, '/demand/list');
  await page.getByRole('link', { name: 'Cobalt Video Ads' }).click();
  await expectPath(page, '/demand/details/3');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('VAST tag URL')).toBeVisible();
  await expect(page.getByText('https://ads.cobalt.example/vast?placement=[PLACEMENT_ID]')).toBeVisible();
  // Cobalt's connections are all inactive: the embedded list shows none until its tile is chosen.
  const connections = tableRows(page, 'Demand connections');
  await expect(connections).toHaveText(['No data to show']);
  await statusTile(page, 'inactive').click();
  await expectListState(page, { status: 'ACTIVE,INACTIVE' });
  await expect(connections).toHaveCount(5);
  for (const name of await columnTexts(connections, 0)) expect(name).toMatch(/^Cobalt/);
});

test('create, edit, archive and reactivate a demand partner', async ({ page }) => {
  const name = uniqueName('e2e partner');
  await openAs(page, ADMIN, '/demand/list');
  await page.getByRole('link', { name: 'New demand partner' }).click();
  await expectPath(page, '/demand/create');
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Endpoint URL').fill('https://bids.e2e.example/openrtb2');
  await page.getByLabel('Default bid floor (USD)').fill('1.5');
  await page.getByLabel('Notes').fill('Made by the browser test');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Demand partner created successfully')).toBeVisible();
  await expectPath(page, /#\/demand\/details\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('$1.50')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Integration type' }).click();
  await page.getByRole('option', { name: 'VAST' }).click();
  await expect(page.getByLabel('Endpoint URL')).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('VAST tag URL').fill('https://vast.e2e.example/tag.xml');
  await page.getByLabel('Default bid floor (USD)').fill('2.25');
  await save.click();
  await expect(toast(page, 'Demand partner updated successfully')).toBeVisible();
  await expect(page.getByText('https://vast.e2e.example/tag.xml')).toBeVisible();
  await expect(page.getByText('$2.25')).toBeVisible();

  await confirmAction(page, 'Archive');
  await expect(toast(page, 'Demand partner archived successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new connection' })).toHaveCount(0);
  await confirmAction(page, 'Reactivate');
  await expect(toast(page, 'Demand partner reactivated successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new connection' })).toBeVisible();
});
