import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expectListState, openAs, pageRange, pick, statusTile, toast, uniqueName } from './support/lists';
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

test('admin@ archives two connections at once after a preview, then brings them back', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', '/connections');
  const table = page.getByRole('table', { name: 'Demand connections' });
  await expect(pageRange(page)).toContainText('of');
  const rowChecks = table.locator('tbody').getByRole('checkbox');
  const labels = [
    await rowChecks.nth(0).getAttribute('aria-label'),
    await rowChecks.nth(1).getAttribute('aria-label'),
  ] as string[];
  const names = labels.map((label) => label.replace(/^Select /, ''));
  for (const label of labels) await table.getByRole('checkbox', { name: label, exact: true }).check();
  const bar = page.getByRole('toolbar', { name: 'Selected rows' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Archive', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Archive selected rows?' });
  for (const name of names) await expect(preview.getByText(name, { exact: true })).toBeVisible();
  await expect(preview.getByText('Status: Active → Archived')).toHaveCount(2);
  await expectAccessible(page, 'bulk preview');
  await preview.getByRole('button', { name: 'Archive 2 rows' }).click();
  await expect(toast(page, '2 rows archived')).toBeVisible();
  await expect(bar).toHaveCount(0);
  for (const name of names) await expect(table.getByText(name, { exact: true })).toHaveCount(0);

  await page.goto('/#/connections?status=ARCHIVED');
  for (const label of labels) await table.getByRole('checkbox', { name: label, exact: true }).check();
  await bar.getByRole('button', { name: 'Unarchive', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Unarchive selected rows?' })
    .getByRole('button', { name: 'Unarchive 2 rows' })
    .click();
  await expect(toast(page, '2 rows unarchived')).toBeVisible();
});

test('an unknown address goes to the root (part 1 §2); a record id that is no number shows Not found with a way home', async ({
  page,
}) => {
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.goto('/#/no-such-page');
  await expectPath(page, '/dashboard');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('NaN')) requests.push(request.url());
  });
  for (const path of ['/placements/edit/abc', '/demand/details/12x']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, `not found ${path}`);
  }
  expect(requests).toEqual([]);
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expectPath(page, '/dashboard');
});

test("at 390 px the list's paginator and a connection's title and subtitle stay readable, nothing scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'admin@adcast.test', '/connections');
  // Below the rows on a phone: reached by scrolling down, and then wholly on screen (not clipped sideways).
  const next = page.getByRole('button', { name: 'Go to next page' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('table', { name: 'Demand connections' }).locator('tbody tr a').first().click();
  await expectPath(page, /\/connections\/\d+\/demand\/\d+\/details\/overview$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  expect((await title.boundingBox())!.width).toBeGreaterThan(120);
  const subtitle = page.getByText(/^Connection of /);
  const lineHeight = await subtitle.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await subtitle.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'connection details at 390 px');
});

test('leaving a connection with unsaved placement changes asks first; discarded changes leave freely', async ({
  page,
}) => {
  await openAs(page, 'admin@adcast.test', '/connections');
  // A connection that has placements: removing one is the unsaved change.
  await page
    .getByRole('table', { name: 'Demand connections' })
    .locator('tbody tr')
    .filter({ has: page.locator('button[aria-label*=" placements of "]:not([disabled])') })
    .first()
    .locator('a')
    .first()
    .click();
  const picker = page.getByRole('combobox', { name: 'Select placement' });
  await expect(picker).toBeEnabled();
  await expect(page.locator('.MuiAutocomplete-root .MuiChip-root').first()).toBeVisible();
  const detailsUrl = page.url();
  await picker.focus();
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toHaveCount(0);
  expect(page.url()).toBe(detailsUrl);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectPath(page, /\/demand\/details\/\d+/);
});

test('the command palette opens a page and a record by name from the keyboard alone', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', '/placements');
  const firstPlacement = page.getByRole('table', { name: 'Placements' }).locator('tbody tr a').first();
  const name = (await firstPlacement.textContent())!.trim();
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox', { name: 'Go to a page or a record' })).toBeFocused();
  await expectAccessible(page, 'command palette');
  await page.keyboard.type('connections');
  await expect(palette.getByRole('option', { name: 'Connections' }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expectPath(page, /#\/connections/);
  await expect(palette).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await page.keyboard.type(name);
  await expect(palette.getByRole('option', { name })).toBeVisible();
  while ((await palette.locator('[role="option"].Mui-focused').textContent())?.trim() !== name)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectPath(page, /#\/placements\/edit\/\d+$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

/** The focus ring of a control, and the colour of what it is drawn on (the nearest painted ancestor). */
const focusRing = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    let around = 'rgba(0, 0, 0, 0)';
    for (let parent = element.parentElement; parent && around === 'rgba(0, 0, 0, 0)'; ) {
      around = getComputedStyle(parent).backgroundColor;
      parent = parent.parentElement;
    }
    return { style: style.outlineStyle, color: style.outlineColor, around };
  });

test('the keyboard focus ring shows on status tiles (the chosen blue one too) and sort headers', async ({
  page,
}) => {
  await openAs(page, 'admin@adcast.test', '/connections');
  await page.getByRole('link', { name: 'New connection' }).focus();
  await page.keyboard.press('Tab');
  const chosen = statusTile(page, 'active');
  await expect(chosen).toBeFocused();
  const tileRing = await focusRing(chosen);
  expect(tileRing.style).toBe('solid');
  expect(tileRing.color).not.toBe(tileRing.around);

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).focus();
  await page.keyboard.press('Tab');
  const nameHeader = page.getByRole('columnheader', { name: 'Name' }).getByRole('button');
  await expect(nameHeader).toBeFocused();
  const headerRing = await focusRing(nameHeader);
  expect(headerRing.style).toBe('solid');
  expect(headerRing.color).not.toBe(headerRing.around);
});

test('the first Tab offers the skip link, which moves the keyboard past the menu to the page', async ({
  page,
}) => {
  await openAs(page, 'admin@adcast.test', '/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Demand connections' })).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is the page's own first control, not the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('button', { name: 'Toggle navigation' })).toBeFocused();
});

/** Presses Tab from the page's start until `last` has the focus; what each press reached, by name. */
async function tabStopsUntil(page: Page, last: Locator): Promise<string[]> {
  await page.locator('body').focus();
  const stops: string[] = [];
  while (!(await last.evaluate((element) => element === document.activeElement))) {
    if (stops.length > 60) throw new Error(`Tab never reached the paginator: ${stops.join(' | ')}`);
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
        const name = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
        return `${element.closest('main') ? 'main: ' : ''}${name.trim()}`;
      }),
    );
  }
  return stops;
}

test('the keyboard reaches the paginator in 36 stops: one for the status tiles, one for the sort headers, one for the rows', async ({
  page,
}) => {
  await openAs(page, 'admin@adcast.test', '/connections');
  await expect(pageRange(page)).toContainText('of');
  const stops = await tabStopsUntil(page, page.getByRole('button', { name: 'Go to next page' }));
  expect(stops.filter((stop) => stop.startsWith('main: '))).toEqual([
    'main: Toggle navigation',
    'main: New connection',
    'main: active39',
    'main: Search by name',
    'main: Demand partner: Any',
    'main: Integration type: Any',
    'main: Views',
    'main: Export CSV',
    'main: Columns and density',
    'main: Select all rows on this page',
    'main: Name',
    'main: Select Atlas US CTV Prime',
    'main: 10',
    'main: Go to next page',
  ]);
  // The skip link, the brand (a link home), the alerts bell, the palette, the side menu (with
  // Inventory's supply-chain Partners, the open Demand group's Compliance, Discrepancies and Alerts,
  // the Campaigns group and the A2V group) and the user menu come first; the skip link passes them.
  expect(stops).toHaveLength(36);
  // Inside a line of stops the arrow keys move on.
  await statusTile(page, 'active').focus();
  await page.keyboard.press('ArrowRight');
  await expect(statusTile(page, 'inactive')).toBeFocused();
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('columnheader', { name: 'Demand partner' }).getByRole('button')).toBeFocused();
  await expectAccessible(page, 'connections after keyboard moves');
});

test('the user menu switches the theme (system, light, dark) and the choice outlives a reload', async ({
  page,
}) => {
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Theme: system' }).click();
  await page.getByRole('menuitem', { name: 'Theme: light' }).click();
  await expect(page.getByRole('menuitem', { name: 'Theme: dark' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('an expired session says so on the sign-in page and returns to the page afterwards', async ({
  page,
}) => {
  // Signed in through its page: the app then holds the user the sign-in answered, as a person's would.
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.evaluate(() => window.localStorage.setItem('authenticationToken', 'expired.token.value'));
  await page.goto('/#/connections');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.getByLabel('Email').fill('admin@adcast.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPath(page, '/connections');
});

test('choosing rows per page from the keyboard keeps the focus on the choice', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', '/connections');
  const rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
  await rowsPerPage.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: '10', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/size=25/);
  await expect(rowsPerPage).toBeFocused();
});

/** Opens the first placement of the list in its edit form. */
async function openFirstPlacement(page: Page): Promise<void> {
  await openAs(page, 'admin@adcast.test', '/placements');
  await page.getByRole('table', { name: 'Placements' }).locator('tbody tr a').first().click();
  await expectPath(page, /#\/placements\/edit\/\d+$/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

test('reloading a form with unsaved changes gets the browser question; a clean form reloads without one', async ({
  page,
}) => {
  await openFirstPlacement(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  const name = page.getByLabel('Name');
  const saved = await name.inputValue();
  // A typed and undone edit leaves the form clean (and gives the page the user gesture browsers require).
  await name.press('End');
  await name.press('x');
  await name.press('Backspace');
  await page.reload();
  await expect(name).toHaveValue(saved);
  expect(dialogs).toEqual([]);

  await name.fill(`${saved} edited`);
  // location.reload() returns once the question is answered; Stay keeps the page and the edit.
  await page.evaluate(() => window.location.reload());
  expect(dialogs).toEqual(['beforeunload']);
  await expect(name).toHaveValue(`${saved} edited`);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [1280, 390]) {
  test(`at ${width} px the toast after a save leaves the form's save and discard buttons uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // A connection of its own, so that no other test's demo connection changes.
    await openAs(page, 'admin@adcast.test', '/demand/details/2/connections/create');
    await page.getByLabel('Name').fill(uniqueName('e2e toast'));
    await page.getByLabel('Seller domain (ASI)').fill('bluefin.com');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectPath(page, /#\/demand\/connection\/\d+\/details$/);
    await pick(page, 'Select placement', 'Aurora Pre', 'Aurora Pre-roll');
    // One toast at a time: the creation's own toast has gone (toasts last 3 s, part 1 §9).
    await expect(page.getByRole('alert')).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Save placements' });
    const discard = page.getByRole('button', { name: 'Discard changes' });
    await save.click();
    const shown = toast(page, 'Connection placements saved successfully');
    await expect(shown).toBeVisible();
    // Scrolled to the end, where a form's last buttons sit lowest on the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(save).toBeInViewport();
    await expect(discard).toBeInViewport();
    const toastBox = (await shown.boundingBox())!;
    expect(overlaps(toastBox, (await save.boundingBox())!)).toBe(false);
    expect(overlaps(toastBox, (await discard.boundingBox())!)).toBe(false);
  });
}

test("a list's header row stays at the top of the table's scroll area when its rows are scrolled", async ({
  page,
}) => {
  await openAs(page, 'admin@adcast.test', '/connections?size=50&status=ACTIVE,INACTIVE,ARCHIVED');
  const table = page.getByRole('table', { name: 'Demand connections' });
  await expect(table.locator('tbody tr').nth(20)).toBeAttached();
  const scrolled = await table.evaluate((element) => {
    const area = element.parentElement!;
    area.scrollTop = area.scrollHeight;
    // MUI's sticky header pins the header cells, not the thead box.
    const head = element.querySelector('thead th')!.getBoundingClientRect();
    const top = area.getBoundingClientRect().top;
    const onTop = document.elementFromPoint(head.left + head.width / 2, head.top + head.height / 2);
    return {
      scrollTop: area.scrollTop,
      offset: Math.abs(head.top - top),
      headerOnTop: !!onTop?.closest('thead'),
    };
  });
  expect(scrolled.scrollTop).toBeGreaterThan(0);
  expect(scrolled.offset).toBeLessThanOrEqual(1);
  expect(scrolled.headerOnTop).toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeInViewport();
});
