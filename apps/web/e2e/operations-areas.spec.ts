import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openSignedIn } from './support/session';

/** The demand-operations, marketplace, forecast, taxonomy and owned-app pages, as an admin opens them. */
const PAGES = [
  '/demand/compliance',
  '/demand/discrepancies',
  '/demand/alerts',
  '/errors',
  '/supply-marketplace',
  '/marketplace',
  '/marketplace-routing',
  '/forecast',
  '/taxonomy',
  '/keywords',
  '/channel-bundles',
  '/sources',
  '/owned-operated-apps',
  '/videos/content-bytes',
] as const;

async function checkEach(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await openSignedIn(page, 'admin@adcast.test', PAGES[0]);
  for (const path of PAGES) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('is not available yet'), path).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at ${width} px`);
  }
}

test('admin@: the operations pages open with their content, fit 1280 px and pass axe', async ({ page }) => {
  test.slow();
  await checkEach(page, 1280);
});

test('admin@: the operations pages fit 390 px with no sideways scrolling and pass axe', async ({ page }) => {
  test.slow();
  await checkEach(page, 390);
});
