import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import { BULK_MESSAGES } from '@adcast/domain/list-actions';
import { expect, type Page, test } from '@playwright/test';
import { expectListState, openAs, pick, tableRows, toast, uniqueName } from './support/lists';
import { expectPath, signIn } from './support/session';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds typed chips to a chip field: Enter after one, a comma after the next. */
async function addChips(page: Page, field: string, values: [string, string]) {
  const input = page.getByLabel(field, { exact: true });
  await input.fill(values[0]);
  await input.press('Enter');
  await input.fill(`${values[1]},`);
}

/** Creates a deal as the signed-in admin and answers its editor's path. */
async function createDeal(page: Page, name: string, dealId: string): Promise<string> {
  await page.goto('/#/demand/deals');
  await page.getByRole('link', { name: 'New deal' }).click();
  await expectPath(page, '/demand/deals/create');
  await expect(page.getByRole('heading', { name: 'New deal' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create' });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Deal ID').fill('spring deal');
  await page.getByLabel('Deal ID').blur();
  await expect(page.getByText(DEAL_MESSAGES.dealId).first()).toBeVisible();
  await expect(create).toBeDisabled();
  await page.getByLabel('Deal ID').fill(dealId);
  await choose(page, 'Deal type', 'Programmatic guaranteed');
  await expect(page.getByRole('combobox', { name: 'Auction', exact: true })).toHaveText('Bid floor price');
  await page.getByLabel('Floor CPM').fill('12.5');
  await choose(page, 'Currency', 'EUR');
  await addChips(page, 'Buyer seats', ['seat-101', 'seat-102']);
  await addChips(page, 'Advertiser domains', ['brand.com', 'Shop.Brand.com']);
  await page.getByLabel('Start').fill('2026-04-01');
  await page.getByLabel('End').fill('2026-06-30');
  await pick(page, 'Select placement', 'Aurora', 'Aurora');
  await create.click();
  await expect(toast(page, 'Deal created successfully')).toBeVisible();
  await expectPath(page, /#\/demand\/deals\/edit\/\d+$/);
  return new URL(page.url()).hash.slice(1);
}

test('an admin creates a deal, sees what bidders receive, edits it and archives it from the list', async ({
  page,
}) => {
  test.slow();
  const name = uniqueName('e2e deal');
  const dealId = `e2e-${Date.now().toString(36)}`;
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Demand' }).click();
  await menu.getByRole('link', { name: 'Deals' }).click();
  await expectPath(page, '/demand/deals');
  await createDeal(page, name, dealId);

  const openRtb = page.getByRole('region', { name: 'What bidders receive' });
  await expect(openRtb).toContainText(`"id": "${dealId}"`);
  await expect(openRtb).toContainText('"bidfloorcur": "EUR"');
  await expect(openRtb).toContainText('"at": 3');
  await expect(openRtb).toContainText('"guar": 1');
  await expect(openRtb).toContainText('"shop.brand.com"');

  await page.getByLabel('Floor CPM').fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Deal updated successfully')).toBeVisible();
  await expect(openRtb).toContainText('"bidfloor": 15');

  await page.goto('/#/demand/deals');
  await page.getByLabel('Search by name').fill(name);
  // The search applies after its pause; a row chosen before then would be let go.
  await expectListState(page, { search: name });
  const row = tableRows(page, 'Deals').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dealId);
  await expect(row).toContainText('Programmatic guaranteed');
  await expect(row).toContainText('€15.00');
  await expect(row).toContainText('04/01/2026 – 06/30/2026');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const preview = page.getByRole('dialog', { name: BULK_MESSAGES.previewTitle('ARCHIVE') });
  await expect(preview).toContainText(name);
  await preview.getByRole('button', { name: BULK_MESSAGES.confirm('ARCHIVE', 1) }).click();
  await expect(toast(page, BULK_MESSAGES.done('ARCHIVE', 1))).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/#/demand/deals?status=ARCHIVED&search=${encodeURIComponent(name)}`);
  await expect(tableRows(page, 'Deals').filter({ hasText: name })).toHaveCount(1);
});

test('a read-only admin reads deals, sees the form disabled and may not create one', async ({ page }) => {
  test.slow();
  const name = uniqueName('e2e read deal');
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  const editor = await createDeal(page, name, `e2e-ro-${Date.now().toString(36)}`);

  await openAs(page, 'readonly@adcast.test', '/demand/deals');
  await page.getByLabel('Search by name').fill(name);
  const row = tableRows(page, 'Deals').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'New deal' })).toHaveCount(0);
  await expect(row.getByRole('link', { name })).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toHaveCount(0);

  await page.goto(`/#${editor}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Floor CPM')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'What bidders receive' })).toContainText('"guar": 1');

  await page.goto('/#/demand/deals/create');
  await expectPath(page, '/forbidden');
});
