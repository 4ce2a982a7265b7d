import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { hashSearch, pageRange, uniqueName } from './support/lists';
import { expectPath, openSignedIn, signIn } from './support/session';

/** Signs in, then opens each path and checks it once its main content is on screen. */
async function checkPagesAs(page: Page, email: string, paths: readonly [string, ...string[]]): Promise<void> {
  await openSignedIn(page, email, paths[0]);
  await checkPages(page, paths);
}

/** Opens each path and checks it once its main content is on screen. */
async function checkPages(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(`/#${path}`);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
}

test('sign-in pages have no serious accessibility violations', async ({ page }) => {
  await checkPages(page, ['/login', '/forgot-password']);
});

// The admin's pages in groups of a few: each group is its own test, so a slow machine spends its
// time limit on a handful of axe runs, and a failure names its group.
const ADMIN_PAGE_GROUPS: Record<string, [string, ...string[]]> = {
  'demand lists and details': [
    '/dashboard',
    '/demand/list',
    '/demand/details/1',
    '/demand/connection/1/details',
  ],
  'placements, users and networks': ['/placements', '/users', '/networks', '/networks/3', '/changelog'],
  reports: ['/reports', '/performance', '/scheduled-reports', '/live', '/overview'],
  'content owners': [
    '/content-owner',
    '/content-owner/1',
    '/content-owner/1?tab=videos',
    '/content-owner/1?tab=users',
  ],
  publishers: [
    '/publishers',
    '/publishers/create',
    '/publishers/edit/1',
    '/publishers/1',
    '/publishers/1?tab=shares',
  ],
  'publisher tabs': [
    '/publishers/1?tab=cost',
    '/publishers/1?tab=sellers',
    '/publishers/1?tab=changelog',
    '/publishers/1?tab=videos',
    '/publishers/1?tab=users',
    '/publishers/1?tab=documents',
  ],
};
for (const [group, paths] of Object.entries(ADMIN_PAGE_GROUPS)) {
  test(`admin@: ${group}`, async ({ page }) => {
    await checkPagesAs(page, 'admin@adcast.test', paths);
  });
}

test('admin@: content owner forms, financial, shares and documents tabs', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', [
    '/content-owner/create',
    '/content-owner/edit/1',
    '/content-owner/1?tab=financial',
    '/content-owner/1?tab=shares',
    '/content-owner/1?tab=documents',
  ]);
});

test('admin@: forms, dialogs and menus', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', ['/demand/connections/create', '/placements/create']);
  await page.goto('/#/connections');
  await expect(pageRange(page)).toContainText('of');
  await page
    .getByRole('button', { name: /^\d+ placements of / })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Placements' })).toBeVisible();
  await expectAccessible(page, 'placements dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Columns and density' }).click();
  await expectAccessible(page, 'column chooser');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await expectAccessible(page, 'user menu');
  await page.keyboard.press('Escape');
  await checkPages(page, ['/networks/create']);
  await page.goto('/#/users');
  await page.getByRole('button', { name: 'Create new user' }).click();
  await expect(page.getByRole('dialog', { name: 'Create new user' })).toBeVisible();
  await expectAccessible(page, 'user dialog');
});

test('admin@: channel list, editor and live page', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', ['/channels', '/channels/create']);
  await page.getByLabel('Title').fill('Accessible channel');
  await page.getByLabel('Description').fill('Checked by axe');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await expectAccessible(page, 'channel editor');
  await page.getByRole('button', { name: 'Start broadcast' }).click();
  await page.getByRole('link', { name: 'Watch live' }).click();
  await expect(page.getByLabel('Live stream')).toBeVisible();
  await expectAccessible(page, 'channel live page');
});

for (const [email, paths] of [
  ['readonly@adcast.test', ['/connections', '/placements']],
  ['network@adcast.test', ['/connections', '/demand/list', '/users', '/changelog']],
  ['sales@adcast.test', ['/dashboard']],
] as const) {
  test(`${email}: pages of the role`, async ({ page }) => {
    await checkPagesAs(page, email, paths);
  });
}

test('publisher@, owner@ and multi@: their homes and the select page', async ({ page }) => {
  await signIn(page, 'publisher@adcast.test');
  await expectPath(page, /\/p\/\d+$/);
  await expectAccessible(page, 'publisher home');
  await signIn(page, 'owner@adcast.test');
  await expectPath(page, /\/co\/\d+$/);
  await expectAccessible(page, 'content owner home');
  await signIn(page, 'multi@adcast.test');
  await expectPath(page, '/select');
  await expectAccessible(page, 'select');
});

test('at 390 px the connections list fits: no sideways scrolling, actions reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'admin@adcast.test', '/connections');
  await expect(pageRange(page)).toContainText('of');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const control of [
    page.getByRole('button', { name: 'Go to next page' }),
    page.getByRole('button', { name: /^Actions for / }).first(),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await expectAccessible(page, '/connections at 390 px');
});

for (const path of ['/users', '/changelog', '/publishers', '/content-owner']) {
  test(`at 390 px ${path} fits: no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'admin@adcast.test', path);
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at 390 px`);
  });
}
for (const path of [
  '/content-owner/1?tab=documents',
  '/content-owner/1?tab=financial',
  '/content-owner/create',
]) {
  test(`at 390 px ${path} fits: no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'admin@adcast.test', path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at 390 px`);
  });
}
// What each report page shows once its data is in: a table, or the overview's dates.
const REPORT_PAGES: [string, (page: Page) => Locator][] = [
  ['/dashboard', (page) => page.getByRole('main').getByRole('table').first()],
  ['/reports', (page) => page.getByRole('main').getByRole('table').first()],
  ['/performance', (page) => page.getByRole('main').getByRole('table').first()],
  ['/live', (page) => page.getByRole('main').getByRole('table').first()],
  ['/overview', (page) => page.getByRole('main').getByText(/\(UTC\)$/)],
];
for (const [path, loaded] of REPORT_PAGES) {
  test(`at 390 px ${path} fits: its charts and controls narrow, its tables scroll inside their cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'admin@adcast.test', path);
    await expect(loaded(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at 390 px`);
  });
}
test('admin@: the video catalogue, its filter panel, dialogs and collections', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', ['/videos', '/collections', '/collections/create']);
  await page.goto('/#/videos');
  await expect(pageRange(page)).toContainText('of');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expectAccessible(page, 'videos filter panel');
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Edit selected videos' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit selected videos' })).toBeVisible();
  await expectAccessible(page, 'edit selected videos dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Preview / })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Info' })).toBeVisible();
  await expectAccessible(page, 'video preview dialog');
});

test('at 390 px the videos table fits: no sideways scrolling, selection and preview reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'admin@adcast.test', '/videos');
  await expect(pageRange(page)).toContainText('of');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const control of [
    page.getByRole('checkbox', { name: 'Select all rows on this page' }),
    page.getByRole('button', { name: /^Preview / }).first(),
    page.getByRole('button', { name: 'Go to next page' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await expectAccessible(page, '/videos at 390 px');
  for (const name of ['Processing', 'Feed imports']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectAccessible(page, `${name} dialog at 390 px`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();
  }
});

test('admin@: the deals list and form', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', ['/demand/deals', '/demand/deals/create']);
});

test('admin@: apps, domains, ads.txt, advertisers and orders', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', [
    '/apps',
    '/apps/create',
    '/apps/domains',
    '/apps/domains/create',
    '/ads-txt',
    '/campaigns/advertisers',
    '/campaigns/advertisers/create',
    '/orders',
    '/orders/create',
  ]);
});

test('admin@: line items, the creative library and targeting sets', async ({ page }) => {
  test.slow();
  await checkPagesAs(page, 'admin@adcast.test', [
    '/line-items',
    '/line-items/create',
    '/campaigns/creative-library',
    '/campaigns/creative-library/create',
    '/targeting',
    '/targeting/new',
  ]);
});

/** Opens an account dialog from the user menu. */
async function openAccountDialog(page: Page, user: string, item: string): Promise<Locator> {
  await page.getByRole('button', { name: user }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('admin@: the API tokens dialog, a new token and its revoke', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin@adcast.test', '/users');
  const tokens = await openAccountDialog(page, 'Ada Admin', 'API tokens');
  await expectAccessible(page, 'API tokens dialog');
  await tokens.getByLabel('Token name').fill('Accessible token');
  await tokens.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(tokens.getByText("Copy the token 'Accessible token' now")).toBeVisible();
  await expectAccessible(page, 'API tokens dialog with a new token');
  await tokens.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Revoke token' })).toBeVisible();
  await expectAccessible(page, 'revoke token dialog');
});

test('admin@: the two-factor dialog and its enrolment', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin@adcast.test', '/users');
  const twoFactor = await openAccountDialog(page, 'Ada Admin', 'Two-factor sign-in');
  await expectAccessible(page, 'two-factor dialog');
  await twoFactor.getByRole('button', { name: 'Set up' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'two-factor enrolment');
});

test("admin@: the users list's two-factor reset dialog", async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin@adcast.test', '/users');
  await expect(pageRange(page)).toContainText('of');
  await page
    .getByRole('button', { name: /^Actions for (?!admin@)/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Reset two-factor' }).click();
  await expect(page.getByRole('dialog').getByText(/^Turn off two-factor sign-in for /)).toBeVisible();
  await expectAccessible(page, 'two-factor reset dialog');
});

test("network@: the two-factor dialog with its network's requirement", async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'network@adcast.test', '/connections');
  await openAccountDialog(page, 'Nina Network', 'Two-factor sign-in');
  await expectAccessible(page, 'two-factor dialog of a network admin');
});

/** Opens a dialog, waits for it by its name and runs axe with it open; answers the dialog. */
async function checkDialog(
  page: Page,
  name: string | RegExp,
  open: () => Promise<void>,
  where: string,
): Promise<Locator> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, where);
  return dialog;
}

/** Closes a dialog by Escape; the page behind it is then open to assistive technology again. */
async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
}

/** The dialogs a user meets daily on the lists: saved views and their delete, bulk preview, palette, confirm. */
async function checkListDialogs(page: Page, width: string): Promise<void> {
  await page.goto('/#/placements');
  await expect(pageRange(page)).toContainText('of');
  const views = await checkDialog(
    page,
    'Views of Placements',
    () => page.getByRole('button', { name: 'Views', exact: true }).click(),
    `views dialog ${width}`,
  );
  const name = uniqueName('Axe view');
  await views.getByLabel('Name of the current view').fill(name);
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete view' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, `delete view confirmation ${width}`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(views.getByRole('button', { name: `Delete ${name}` })).toBeHidden();
  await closeDialog(page, views);

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const preview = await checkDialog(
    page,
    'Archive selected rows?',
    () => page.getByRole('button', { name: 'Archive', exact: true }).click(),
    `bulk preview ${width}`,
  );
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();

  const palette = await checkDialog(
    page,
    'Command palette',
    () => page.keyboard.press('Control+k'),
    `command palette ${width}`,
  );
  await closeDialog(page, palette);

  await page.goto('/#/users');
  await expect(pageRange(page)).toContainText('of');
  await page
    .getByRole('button', { name: /^Actions for (?!admin@)/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /^(Disable|Enable)$/ }).click();
  const confirmUser = page.getByRole('dialog', { name: 'Please confirm your action' });
  await expect(confirmUser).toBeVisible();
  await expectAccessible(page, `confirm dialog ${width}`);
  await confirmUser.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmUser).toBeHidden();
  const user = await checkDialog(
    page,
    'Create new user',
    () => page.getByRole('button', { name: 'Create new user' }).click(),
    `user dialog ${width}`,
  );
  await closeDialog(page, user);
}

/** The schedule and upload dialogs, opened from their pages' buttons. */
async function checkPageDialogs(page: Page, width: string): Promise<void> {
  await page.goto('/#/scheduled-reports');
  const schedule = await checkDialog(
    page,
    'Schedule a report',
    () => page.getByRole('button', { name: 'New schedule' }).click(),
    `schedule dialog ${width}`,
  );
  await closeDialog(page, schedule);
  await page.goto('/#/videos');
  await expect(pageRange(page)).toContainText('of');
  const upload = await checkDialog(
    page,
    'Upload video',
    () => page.getByRole('button', { name: 'Upload video' }).click(),
    `upload dialog ${width}`,
  );
  await closeDialog(page, upload);
  // The videos' columns are in their URL like every list's, so their views and links keep them.
  await page.getByRole('button', { name: 'Columns and density' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Artist' }).click();
  await expect.poll(() => hashSearch(page).hide).toBe('artist');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Artist' })).toBeHidden();
  const views = await checkDialog(
    page,
    'Views of Videos',
    () => page.getByRole('button', { name: 'Views', exact: true }).click(),
    `videos' views ${width}`,
  );
  await closeDialog(page, views);
}

test('admin@: the daily dialogs at 1280 px (views, bulk preview, palette, confirm, user, schedule, upload)', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'admin@adcast.test', '/placements');
  await checkListDialogs(page, 'at 1280 px');
  await checkPageDialogs(page, 'at 1280 px');
});

test('admin@: the daily dialogs at 390 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'admin@adcast.test', '/placements');
  await checkListDialogs(page, 'at 390 px');
  await checkPageDialogs(page, 'at 390 px');
});
