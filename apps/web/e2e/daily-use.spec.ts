import { expect, test } from '@playwright/test';
import { expectListState, pageRange, toast } from './support/lists';
import { expectPath, signIn } from './support/session';

test('a publisher opened in a second tab leaves the first tab its mask, also after a reload', async ({
  page,
  context,
}) => {
  await signIn(page, 'multi@adcast.test');
  await page.getByText('Main dashboard', { exact: true }).click();
  await expectPath(page, '/dashboard');
  await page.goto('/#/connections');
  await expect(pageRange(page)).toContainText('of');

  const second = await context.newPage();
  await second.goto('/#/p/1');
  await expect(second.getByText('Aurora Streaming').first()).toBeVisible();

  await page.reload();
  await expectPath(page, /#\/connections(\?|$)/);
  await expect(pageRange(page)).toContainText('of');
  await expect(toast(page, 'Error')).toHaveCount(0);
  await second.close();
});

test('readonly@ typing the create address sees Forbidden with a way home, and stays signed in', async ({
  page,
}) => {
  await signIn(page, 'readonly@adcast.test');
  await expectPath(page, '/dashboard');
  await page.goto('/#/demand/connections/create');
  await expectPath(page, '/forbidden');
  await expect(page.getByText('Forbidden', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expectPath(page, '/dashboard');
});

test('Back from a record returns to the list as it was left (page, size, statuses)', async ({ page }) => {
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  const listUrl = '/demand/list?page=1&size=5&status=ACTIVE,INACTIVE';
  await page.goto(`/#${listUrl}`);
  await expect(pageRange(page)).toHaveText(/^6–10 of/);
  await page.getByRole('table', { name: 'Demand partners' }).locator('tbody tr a').first().click();
  await expectPath(page, /\/demand\/details\/\d+/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(pageRange(page)).toHaveText(/^6–10 of/);
  await expectListState(page, { page: '1', size: '5' });
  await expect(page.getByRole('button', { name: /^inactive/ })).toHaveAttribute('aria-pressed', 'true');
});
