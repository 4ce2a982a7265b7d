import { expect, type Page, test } from '@playwright/test';
import { openAs } from './support/lists';

// Issue 31: at a laptop's width the key columns and the row actions stay on screen; on a phone the
// page itself never scrolls sideways (a wide table scrolls inside its own box).
// The videos table has no ID column (part 2 §2 names its columns).
const LISTS = [
  { path: '/users', table: 'Users', hasId: true },
  { path: '/videos', table: 'Video files', hasId: false },
  { path: '/placements', table: 'Placements', hasId: true },
];

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement as HTMLElement;
    return scroller.scrollWidth > window.innerWidth;
  });

for (const width of [1280, 390]) {
  for (const list of LISTS) {
    test(`at ${width} px the ${list.path} list shows each row's ID and actions without scrolling the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAs(page, 'admin@adcast.test', list.path);
      const firstRow = page.getByRole('table', { name: list.table }).locator('tbody tr').first();
      const actions = firstRow.getByRole('button', { name: /^Actions for / });
      await expect(actions).toBeVisible();
      await expect(actions).toBeInViewport({ ratio: 1 });
      if (width > 600 && list.hasId) {
        // The ID column is hidden on a phone (only the key columns stay there).
        await expect(firstRow.getByRole('button', { name: /^Copy id / })).toBeInViewport({ ratio: 1 });
      }
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
}
