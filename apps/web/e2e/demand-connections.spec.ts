import { expect, test } from '@playwright/test';
import {
  columnTexts,
  expectListState,
  hashSearch,
  openAs,
  pageRange,
  serverOrder,
  statusTile,
  tableRows,
  tileCount,
} from './support/lists';
import { expectPath } from './support/session';

const ADMIN = 'admin@adcast.test';
const rows = (page: import('@playwright/test').Page) => tableRows(page, 'Demand connections');

test('the standalone list: title, button, card heading and ACTIVE connections newest first', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/connections');
  await expect(
    page.getByRole('heading', { name: 'Demand connections', exact: true, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New connection' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demand connections list' })).toBeVisible();
  await expect(statusTile(page, 'active')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'descending');
  const active = await tileCount(page, 'active');
  await expect(pageRange(page)).toHaveText(`1–10 of ${active}`);
});

test('a status tile toggles its status in the filter and goes back to page 0', async ({ page }) => {
  await openAs(page, ADMIN, '/connections?page=1');
  await expect(pageRange(page)).toContainText('11–');
  const active = await tileCount(page, 'active');
  const inactive = await tileCount(page, 'inactive');
  await statusTile(page, 'inactive').click();
  await expectListState(page, { status: 'ACTIVE,INACTIVE', page: '0' });
  await expect(pageRange(page)).toHaveText(`1–10 of ${active + inactive}`);
  await statusTile(page, 'active').click();
  await expectListState(page, { status: 'INACTIVE' });
  await expect(pageRange(page)).toHaveText(`1–10 of ${inactive}`);
});

test('the name search waits for the typing to stop, then narrows the list', async ({ page }) => {
  await openAs(page, ADMIN, '/connections');
  await expect(rows(page)).toHaveCount(10);
  await page.getByLabel('Search by name').fill('Atlas US');
  await expectListState(page, { search: 'Atlas US', page: '0' });
  await expect(rows(page).first()).toContainText('Atlas US');
  for (const name of await columnTexts(rows(page), 0)) expect(name).toContain('Atlas US');
});

test('sorting by a column header, then paging and page size, keep the other choices', async ({ page }) => {
  await openAs(page, ADMIN, '/connections');
  await page.getByRole('button', { name: 'Name' }).click();
  await expectListState(page, { sortProperty: 'name', sortDirection: 'asc', page: '0' });
  await expect(rows(page).first()).toContainText('Atlas APAC CTV Prime');
  const firstPage = await columnTexts(rows(page), 0);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expectListState(page, { page: '1', sortProperty: 'name' });
  await expect(pageRange(page)).toContainText('11–20');
  expect(await columnTexts(rows(page), 0)).not.toEqual(firstPage);
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expectListState(page, { size: '5', page: '0', sortProperty: 'name' });
  await expect(rows(page)).toHaveCount(5);
});

test('a reload shows the same page: the list state lives in the URL', async ({ page }) => {
  await openAs(page, ADMIN, '/connections');
  await statusTile(page, 'inactive').click();
  await page.getByRole('button', { name: 'Seller domain (ASI)' }).click();
  await page.getByLabel('Search by name').fill('Prime');
  await expectListState(page, { search: 'Prime' });
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expectListState(page, { page: '1', size: '5' });
  await expect(pageRange(page)).toContainText('6–');
  await expect.poll(() => rows(page).count()).toBeLessThanOrEqual(5);
  const before = await columnTexts(rows(page), 0);
  const state = hashSearch(page);

  await page.reload();
  await expect(rows(page)).toHaveCount(before.length);
  expect(hashSearch(page)).toEqual(state);
  expect(await columnTexts(rows(page), 0)).toEqual(before);
  await expect(page.getByLabel('Search by name')).toHaveValue('Prime');
  await expect(statusTile(page, 'inactive')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('columnheader', { name: 'Seller domain (ASI)' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(pageRange(page)).toContainText('6–');
});

test('a shared link opens the list it describes', async ({ page }) => {
  await openAs(page, ADMIN, '/connections?status=ARCHIVED&sortProperty=name&sortDirection=desc&size=5');
  await expect(statusTile(page, 'archived')).toHaveAttribute('aria-pressed', 'true');
  await expect(statusTile(page, 'active')).toHaveAttribute('aria-pressed', 'false');
  const archived = await tileCount(page, 'archived');
  await expect(pageRange(page)).toHaveText(`1–5 of ${archived}`);
  const names = await columnTexts(rows(page), 0);
  expect(names).toEqual([...names].sort(serverOrder).reverse());
});

test('the placements button opens the Placements dialog, sorted by name, 700 px wide', async ({ page }) => {
  await openAs(page, ADMIN, '/connections?search=Atlas%20US%20CTV%20Prime');
  const button = page.getByRole('button', { name: /^\d+ placements of Atlas US CTV Prime$/ });
  await expect(button).toHaveText('34');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Placements' });
  await expect(dialog.locator('.MuiTablePagination-displayedRows')).toHaveText('1–10 of 34');
  await expect(dialog.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  const names = await dialog.locator('tbody tr td:first-child').allTextContents();
  expect(names).toEqual([...names].sort(serverOrder));
  expect((await dialog.boundingBox())?.width).toBe(700);
  await dialog.getByRole('link', { name: names[0]! }).click();
  await expectPath(page, /#\/placements\/edit\/\d+$/);
});

test('the dialog closes with Close; a connection without placements has its button disabled', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/connections?search=Delta%20EU');
  await expect(page.getByRole('button', { name: /^\d+ placements of Delta EU/ }).first()).toBeDisabled();
  await page.goto('/#/connections?search=Bluefin%20EU%20Open%20Auction');
  await page.getByRole('button', { name: /^\d+ placements of Bluefin EU Open Auction$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Placements' });
  await expect(dialog.locator('tbody tr')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the name links to the connection overview', async ({ page }) => {
  await openAs(page, ADMIN, '/connections?search=Atlas%20US%20CTV%20Prime');
  await page.getByRole('link', { name: 'Atlas US CTV Prime', exact: true }).click();
  await expectPath(page, '/connections/1/demand/1/details/overview');
  await expect(page.getByRole('heading', { name: 'Atlas US CTV Prime' })).toBeVisible();
  await expect(page.getByText('34 assigned')).toBeVisible();
});
