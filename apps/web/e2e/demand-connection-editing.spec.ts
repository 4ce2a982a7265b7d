import { expect, type Page, test } from '@playwright/test';
import { columnTexts, openAs, pick, tableRows, toast, uniqueName } from './support/lists';
import { expectPath } from './support/session';

const ADMIN = 'admin@adcast.test';
const DETAILS = /#\/demand\/connection\/(\d+)\/details$/;

async function fillConnection(page: Page, name: string, sellerDomain: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Seller domain (ASI)').fill(sellerDomain);
}

test('create -> edit -> duplicate a connection', async ({ page }) => {
  const name = uniqueName('e2e connection');
  await openAs(page, ADMIN, '/connections');
  await page.getByRole('link', { name: 'New connection' }).click();
  await expectPath(page, '/demand/connections/create');
  const create = page.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await pick(page, 'Demand partner search', 'Bluef', 'Bluefin Exchange');
  await fillConnection(page, name, 'Bluefin.COM');
  await page.getByLabel('Notes').fill('Created by the browser test');
  await create.click();

  await expect(toast(page, 'Connection created successfully')).toBeVisible();
  await expectPath(page, DETAILS);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('bluefin.com')).toBeVisible();
  await expect(page.getByText('Connection of Bluefin Exchange')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expectPath(page, /#\/demand\/details\/2\/connections\/edit\/\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Demand partner search' })).toBeDisabled();
  await page.getByLabel('Name').fill(`${name} edited`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Connection updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} edited` })).toBeVisible();

  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expectPath(page, /#\/demand\/connections\/create\/\d+$/);
  const duplicateUrl = page.url();
  await expect(page.getByLabel('Name')).toHaveValue(`${name} edited (copy)`);
  await expect(page.getByLabel('Seller domain (ASI)')).toHaveValue('bluefin.com');
  await expect(page.getByLabel('Notes')).toHaveValue('Created by the browser test');
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(toast(page, 'Connection duplicated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} edited (copy)` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Duplicate of a connection' })).toBeVisible();

  await page.goto(`/#/connections?search=${encodeURIComponent(name)}`);
  const rows = tableRows(page, 'Demand connections');
  await expect(rows).toHaveCount(2);
  expect((await columnTexts(rows, 0)).sort()).toEqual([`${name} edited`, `${name} edited (copy)`]);
  await expect(
    rows.filter({ hasText: '(copy)' }).getByRole('img', { name: 'Duplicate', exact: true }),
  ).toBeVisible();
  await expect(
    rows.filter({ hasNotText: '(copy)' }).getByRole('img', { name: 'Not a duplicate' }),
  ).toBeVisible();

  // Issue 7, defect 7: a second duplicate proposes a name the partner does not hold yet.
  await page.goto(duplicateUrl);
  await expect(page.getByLabel('Name')).toHaveValue(`${name} edited (copy 2)`);
});

test('placements chosen on the details page are saved, and a duplicate copies them', async ({ page }) => {
  const name = uniqueName('e2e placements');
  await openAs(page, ADMIN, '/demand/details/2/connections/create');
  await expect(page.getByRole('combobox', { name: 'Demand partner search' })).toHaveValue('Bluefin Exchange');
  await fillConnection(page, name, 'bluefin.com');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectPath(page, DETAILS);
  await expect(page.getByText('0 assigned')).toBeVisible();

  await pick(page, 'Select placement', 'Aurora Pre', 'Aurora Pre-roll');
  await pick(page, 'Select placement', 'Blue Mid', 'Blue Mid-roll');
  await page.getByRole('button', { name: 'Save placements' }).click();
  await expect(toast(page, 'Connection placements saved successfully')).toBeVisible();
  await expect(page.getByText('2 assigned')).toBeVisible();

  await page.getByRole('button', { name: 'Blue Mid-roll' }).locator('.MuiChip-deleteIcon').click();
  await page.getByRole('button', { name: 'Save placements' }).click();
  await expect(page.getByText('1 assigned')).toBeVisible();

  await page.getByRole('link', { name: 'Duplicate' }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: `${name} (copy)` })).toBeVisible();
  await expect(page.getByText('1 assigned')).toBeVisible();
  await page.getByRole('button', { name: 'Show placements' }).click();
  await expect(page.getByRole('dialog', { name: 'Placements' }).getByRole('link')).toHaveText([
    'Aurora Pre-roll',
  ]);
});

test("inside a partner's details the button is 'Add new connection' and creates for that partner", async ({
  page,
}) => {
  await openAs(page, ADMIN, '/demand/details/2');
  await expect(page.getByRole('heading', { name: 'Bluefin Exchange' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demand connections list' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Demand partner' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add new connection' }).click();
  await expectPath(page, '/demand/details/2/connections/create');
  await expect(page.getByRole('combobox', { name: 'Demand partner search' })).toBeDisabled();
});

test('a stale edit is refused with the server message and the form keeps what was typed', async ({
  page,
  context,
}) => {
  const name = uniqueName('e2e stale');
  await openAs(page, ADMIN, '/demand/details/2/connections/create');
  await fillConnection(page, name, 'bluefin.com');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectPath(page, DETAILS);
  await page.getByRole('link', { name: 'Edit' }).click();
  const editUrl = page.url();

  const other = await context.newPage();
  await other.goto(editUrl);
  await other.getByLabel('Name').fill(`${name} first`);
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('heading', { name: `${name} first` })).toBeVisible();

  await page.getByLabel('Name').fill(`${name} second`);
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's message shows on the form itself (issue 7, defect 9), besides the corner toast.
  await expect(
    page.locator('#main-content').getByRole('alert').filter({ hasText: 'changed by someone else' }),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(`${name} second`);
  expect(page.url()).toBe(editUrl);
});
