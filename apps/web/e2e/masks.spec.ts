import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expectPath, signIn, storedMask } from './support/session';

const cards: [string, string, object][] = [
  ['Main dashboard', '/dashboard', { role: 'ADMIN' }],
  ['Aurora Streaming', '/p/1', { role: 'PUBLISHER', publisherId: 1 }],
  ['Blue Harbor TV', '/p/2', { role: 'PUBLISHER', publisherId: 2 }],
  ['Maple Leaf Documentaries', '/co/2', { role: 'CONTENT_OWNER', contentOwnerId: 2 }],
];

test('multi@ goes to select, which shows the three groups', async ({ page }) => {
  await signIn(page, 'multi@adcast.test');
  await expectPath(page, '/select');
  for (const group of ['Main Dashboard', 'Content Owner Dashboard', 'Publisher Dashboards']) {
    await expect(page.getByText(group, { exact: true })).toBeVisible();
  }
});

for (const [card, path, mask] of cards) {
  test(`multi@: the '${card}' card sets its mask and goes to ${path}`, async ({ page }) => {
    await signIn(page, 'multi@adcast.test');
    await expectPath(page, '/select');
    await page.getByText(card, { exact: true }).click();
    await expectPath(page, path);
    expect(await storedMask(page)).toEqual(mask);
  });
}

test('publishers@ goes to the chooser and picks a publisher', async ({ page }) => {
  await signIn(page, 'publishers@adcast.test');
  await expectPath(page, '/chooser');
  await page.getByText('Driftwood Kids').click();
  await expectPath(page, '/p/4');
  expect(await storedMask(page)).toEqual({ role: 'PUBLISHER', publisherId: 4 });
  await expect(page.getByText('Driftwood Kids').first()).toBeVisible();
});

test('a network user typing a barred path lands on Forbidden', async ({ page }) => {
  await signIn(page, 'network@adcast.test');
  await expectPath(page, '/dashboard');
  await expect(page).toHaveTitle('Dashboard · CTVBuyer');
  await page.goto('/#/videos');
  await expectPath(page, '/forbidden');
  await expect(page.getByText('Forbidden', { exact: true })).toBeVisible();
  await page.goto('/#/placements');
  await expectPath(page, '/placements');
});

test("campaigns@: the 'Campaigns dashboard' card opens the campaigns (part 1 §4: orders)", async ({
  page,
}) => {
  await signIn(page, 'campaigns@adcast.test');
  await expectPath(page, '/select');
  await page.getByText('Campaigns dashboard', { exact: true }).click();
  await expectPath(page, '/orders');
});

test("designer@: the 'Designer dashboard' card opens the creative library (part 1 §4)", async ({ page }) => {
  await signIn(page, 'designer@adcast.test');
  await expectPath(page, '/select');
  await page.getByText('Designer dashboard', { exact: true }).click();
  await expectPath(page, '/campaigns/creative-library');
});

test("revops@: the 'Forecast dashboard' card sets REV_OPS and goes to forecast (part 1 §4)", async ({
  page,
}) => {
  await signIn(page, 'revops@adcast.test');
  await expectPath(page, '/select');
  await page.getByText('Forecast dashboard', { exact: true }).click();
  await expectPath(page, '/forecast');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'Forecast, opened from its card');
});

test('campaigns@: its menu leads to Deals, never to Forbidden; Report Builder by address is Forbidden', async ({
  page,
}) => {
  await signIn(page, 'campaigns@adcast.test');
  await page.getByText('Campaigns dashboard', { exact: true }).click();
  await expectPath(page, '/orders');
  const menu = page.getByRole('navigation').first();
  // Part 2 §6: a campaign manager's Demand holds Deals.
  await menu.getByRole('button', { name: 'Demand' }).click();
  await expect(menu.getByRole('link', { name: 'Deals' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Report Builder' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Changelog' })).toHaveCount(0);
  await page.goto('/#/reports');
  await expectPath(page, '/forbidden');
});
