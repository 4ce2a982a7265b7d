import { expect, type Page, test } from '@playwright/test';
import { openAs, pick, toast, uniqueName } from './support/lists';
import { expectPath } from './support/session';

/**
 * Issue 24's inventory as an admin (an app, a targeting set with a country, a region and a day-part
 * slot attached to a placement, the Ads.txt page) and as a read-only admin, who sees the same
 * pages without their write actions.
 */
test.describe.configure({ mode: 'serial' });

const setName = uniqueName('e2e targeting');
let setPath = '';
let placementPath = '';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates an app and a targeting set, attaches it to a placement and opens Ads.txt', async ({
  page,
}) => {
  const app = uniqueName('e2e app');
  await openAs(page, 'admin@adcast.test', '/apps');
  await page.getByRole('link', { name: 'New app' }).click();
  await expectPath(page, '/apps/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(app);
  await pick(page, 'Publisher search', 'Auro', 'Aurora Streaming');
  await page.getByLabel('Bundle ID').fill(`com.e2e.${Date.now()}`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'App created successfully')).toBeVisible();

  await page.goto('/#/targeting/new');
  await page.getByRole('textbox', { name: /^Name/ }).fill(setName);
  await choose(page, 'Select country', 'United States');
  const regions = page.getByRole('combobox', { name: 'Included regions' });
  await regions.click();
  await regions.fill('york');
  await page.getByRole('option', { name: 'New York (US)' }).click();
  await page.getByRole('button', { name: 'Add slot' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Targeting set created successfully')).toBeVisible();
  await expectPath(page, /#\/targeting\/edit\/\d+$/);
  setPath = new URL(page.url()).hash.slice(1);
  // The set's page names the region; the API keeps its code.
  await expect(page.getByRole('button', { name: 'New York (US)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Slot 1' })).toBeVisible();

  await page.goto('/#/placements?status=ACTIVE&search=Aurora');
  await page.getByRole('table', { name: 'Placements' }).getByRole('link').first().click();
  await expectPath(page, /#\/placements\/edit\/\d+$/);
  placementPath = new URL(page.url()).hash.slice(1);
  await pick(page, 'Select targeting set', setName, setName);
  await page.getByRole('button', { name: 'Save targeting' }).click();
  await expect(toast(page, 'Targeting set attached to the placement')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select targeting set' })).toHaveValue(setName);
  await expect(page.getByText(/Targeting set attached by .* on/)).toBeVisible();

  await page.goto('/#/ads-txt');
  await expect(page.getByRole('heading', { name: 'Ads.txt' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Apps' })).toBeVisible();
});

test('a read-only admin sees the same pages without their write actions', async ({ page }) => {
  await openAs(page, 'readonly@adcast.test', '/apps');
  await expect(page.getByRole('table', { name: 'Apps', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New app' })).toHaveCount(0);

  await page.goto(`/#${setPath}`);
  await expect(page.getByRole('button', { name: 'New York (US)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add slot' })).toBeDisabled();

  await page.goto(`/#${placementPath}`);
  await expect(page.getByRole('combobox', { name: 'Select targeting set' })).toHaveValue(setName);
  await expect(page.getByText(/Targeting set attached by .* on/)).toBeVisible();
  for (const action of ['Save targeting', 'Detach targeting', 'Undo'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);

  await page.goto('/#/ads-txt');
  await expect(page.getByRole('heading', { name: 'Ads.txt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crawl now' })).toHaveCount(0);
});

test('the admin undoes the attach from the placement page', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', placementPath);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Change reverted')).toBeVisible();
  await expect(page.getByText(/Targeting set removed by .* on/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select targeting set' })).toHaveValue('');
});
