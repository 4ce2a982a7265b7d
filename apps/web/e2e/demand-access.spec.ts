import { expect, test } from '@playwright/test';
import {
  columnTexts,
  expectReadOnlyList,
  openAs,
  pageRange,
  statusTile,
  tableRows,
  tileCount,
} from './support/lists';

const NETWORK_3_PARTNERS = [
  'CTVBuyer Direct',
  'CTVBuyer Premium Video',
  'Granite Audio Demand',
  'Harbor Header Bidding',
];

test('network@ sees only the connections of network 3', async ({ page }) => {
  await openAs(page, 'network@adcast.test', '/connections?size=25');
  expect([
    await tileCount(page, 'active'),
    await tileCount(page, 'inactive'),
    await tileCount(page, 'archived'),
  ]).toEqual([13, 5, 2]);
  await statusTile(page, 'inactive').click();
  await statusTile(page, 'archived').click();
  await expect(pageRange(page)).toHaveText('1–20 of 20');
  const partners = await columnTexts(tableRows(page, 'Demand connections'), 1);
  expect(partners).toHaveLength(20);
  for (const partner of partners) expect(NETWORK_3_PARTNERS).toContain(partner);
});

test('network@ sees only the demand partners and placements of network 3', async ({ page }) => {
  await openAs(page, 'network@adcast.test', '/demand/list?status=ACTIVE,INACTIVE,ARCHIVED');
  const partners = tableRows(page, 'Demand partners');
  await expect(partners).toHaveCount(4);
  expect((await columnTexts(partners, 0)).sort()).toEqual(NETWORK_3_PARTNERS);
  expect(new Set(await columnTexts(partners, 2))).toEqual(new Set(['CTVBuyer']));

  await page.goto('/#/placements?size=100&status=ACTIVE,INACTIVE,ARCHIVED');
  const placements = tableRows(page, 'Placements');
  await expect(pageRange(page)).toHaveText('1–56 of 56');
  expect(new Set(await columnTexts(placements, 1))).toEqual(
    new Set(['Evergreen News 24', 'Foxglove Cinema', 'Granite Outdoor Channel']),
  );
});

test("the 'N' badge marks network items for a user without a network, and never for a network user", async ({
  page,
}) => {
  await openAs(page, 'admin@adcast.test', '/demand/connections/create');
  await page.getByRole('combobox', { name: 'Demand partner search' }).click();
  await expect(
    page.getByRole('option').filter({ hasText: 'CTVBuyer Direct' }).getByText('N', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('option').filter({ hasText: 'Atlas Demand' }).getByText('N', { exact: true }),
  ).toHaveCount(0);

  await openAs(page, 'network@adcast.test', '/demand/connections/create');
  await page.getByRole('combobox', { name: 'Demand partner search' }).click();
  await expect(page.getByRole('option').filter({ hasText: 'CTVBuyer Direct' })).toBeVisible();
  await expect(page.getByRole('listbox').getByText('N', { exact: true })).toHaveCount(0);
});

test('readonly@ sees the connections but no New, Edit or Duplicate', async ({ page }) => {
  await openAs(page, 'readonly@adcast.test', '/connections');
  await expectReadOnlyList(page, 'Demand connections', 'New connection');

  await page.goto('/#/demand/details/1');
  await expect(page.getByRole('heading', { name: 'Atlas Demand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new connection' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);

  await page.goto('/#/demand/connection/1/details');
  await expect(page.getByText('34 assigned')).toBeVisible();
  for (const action of ['Edit', 'Duplicate'])
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save placements' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Select placement' })).toBeDisabled();
});

test('readonly@ sees the placements but may not create or edit them', async ({ page }) => {
  await openAs(page, 'readonly@adcast.test', '/placements');
  await expectReadOnlyList(page, 'Placements', 'New placement');
  // A placement opened by its address is shown read-only, under its plain name, with no Save.
  await page.goto('/#/placements/edit/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement', exact: true })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page).toHaveTitle(/ · Placement · /);
});
