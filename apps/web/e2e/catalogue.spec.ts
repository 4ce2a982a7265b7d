import { expect, type Page, test } from '@playwright/test';
import { expectListState, hashSearch, openAs, tableRows, toast, uniqueName } from './support/lists';
import { expectPath, signIn } from './support/session';

const videoRows = (page: Page) => tableRows(page, 'Video files');

/** Ticks the select checkbox of the first `count` rows and returns their titles. */
async function selectFirstRows(page: Page, count: number): Promise<string[]> {
  const rows = videoRows(page);
  await expect(rows.first().getByRole('checkbox')).toBeVisible();
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = rows.nth(index).getByRole('checkbox');
    const label = (await box.getAttribute('aria-label')) ?? '';
    titles.push(label.replace(/^Select /, ''));
    await box.check();
  }
  return titles;
}

/** Tags the first two videos with a fresh tag through 'Edit selected videos' and lists only them. */
async function tagTwoVideos(page: Page): Promise<{ tag: string; titles: string[] }> {
  const tag = uniqueName('e2e').replace(/\s+/g, '-');
  await openAs(page, 'admin@adcast.test', '/videos');
  const titles = await selectFirstRows(page, 2);
  await page.getByRole('button', { name: 'Edit selected videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit selected videos' });
  await dialog.getByLabel('Adcast').check();
  const tags = dialog.getByRole('combobox', { name: 'Select tag' });
  await tags.fill(tag);
  await tags.press('Enter');
  await expect(dialog.getByRole('button', { name: tag })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'You have successfully edit videos')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Part 2 §4: the selection is cleared after a successful bulk action.
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toBeHidden();
  await page.goto(`/#/videos?tags=${encodeURIComponent(tag)}`);
  await expect(videoRows(page)).toHaveCount(2);
  return { tag, titles };
}

test('filters live in the URL (replaced, not pushed) and survive a reload', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', '/videos?page=1');
  await expect(videoRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Thumbnail' }).click();
  await page.getByRole('option', { name: 'Present thumb' }).click();
  // Part 2 §4: a filter change goes back to page 0.
  await expectListState(page, { missing: 'PRESENT' });
  expect(hashSearch(page).page).toBeUndefined();
  const tags = filters.getByRole('combobox', { name: 'Select tag' });
  await tags.click();
  const option = page.getByRole('option').first();
  const tag = (await option.textContent()) ?? '';
  await option.click();
  await expectListState(page, { missing: 'PRESENT', tags: tag });
  await page.getByLabel('Search by title').fill('a');
  await expectListState(page, { missing: 'PRESENT', tags: tag, title: 'a' });
  const historyLength = await page.evaluate(() => history.length);

  await page.reload();
  await expectListState(page, { missing: 'PRESENT', tags: tag, title: 'a' });
  await expect(page.getByLabel('Search by title')).toHaveValue('a');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(
    page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: tag }),
  ).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('a hand-edited URL is written back as the table reads it, replacing the entry', async ({ page }) => {
  await openAs(page, 'admin@adcast.test', '/videos');
  await expect(videoRows(page).first()).toBeVisible();
  const historyLength = await page.evaluate(() => history.length);
  // Edited in the address bar: the hash changes, the page is not reloaded.
  await page.evaluate(() => {
    window.location.hash =
      '#/videos?page=abc&size=7&sortProperty=bogus&sortDirection=up&missing=PRESENT&title=a%01';
  });
  await expect.poll(() => hashSearch(page)).toEqual({ missing: 'PRESENT', title: 'a' });
  await expect(page.getByLabel('Search by title')).toHaveValue('a');
  // A page past the end falls back to the last page there is.
  await page.evaluate(() => {
    window.location.hash = '#/videos?page=99999&missing=PRESENT';
  });
  await expect.poll(() => Number(hashSearch(page).page)).toBeLessThan(99999);
  expect(hashSearch(page).missing).toBe('PRESENT');
  await expect(videoRows(page).first()).toBeVisible();
  // Setting the hash pushes an entry once each; the corrections replace theirs.
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 2);
});

test('a publisher opening collections or videos, which its menu does not offer, is sent home and stays signed in', async ({
  page,
}) => {
  await signIn(page, 'publisher@adcast.test');
  await expectPath(page, /#\/p\/\d+/);
  const home = page.url();
  for (const staffScreen of ['/#/collections', '/#/videos']) {
    await page.goto(staffScreen);
    await expect(page).toHaveURL(home);
  }
});

test('bulk edit two videos, add them to a new collection, and reorder the collection', async ({ page }) => {
  test.slow();
  await tagTwoVideos(page);
  const collection = uniqueName('e2e collection');

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Add to collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to collection' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Create a new collection' }).click();
  await dialog.getByLabel('Title').fill(collection);
  await dialog.getByLabel('Description').fill('Made by the catalogue walk-through');
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  // Created and chosen at once (the dialog hides the toasts behind it from assistive technology).
  await expect(dialog.getByRole('button', { name: collection })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'You have successfully added videos to collections')).toBeVisible();

  await page.goto(`/#/collections?search=${encodeURIComponent(collection)}`);
  await page.getByRole('link', { name: collection }).click();
  const videos = page.getByRole('list', { name: 'Videos of the collection' }).getByRole('listitem');
  await expect(videos).toHaveCount(2);
  const [first, second] = await videos.locator('.MuiListItemText-primary').allTextContents();
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(toast(page, 'Collection order saved')).toBeVisible();
  await expect(videos.locator('.MuiListItemText-primary')).toHaveText([second ?? '', first ?? '']);
  await page.reload();
  await expect(videos.locator('.MuiListItemText-primary')).toHaveText([second ?? '', first ?? '']);
});

test('remove the owner of a video after confirming', async ({ page }) => {
  await tagTwoVideos(page);
  const [title] = await selectFirstRows(page, 1);
  const row = videoRows(page).filter({ hasText: title ?? '' });
  await expect(row).toContainText('Adcast');
  await page.getByRole('button', { name: 'Remove owner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm your action' });
  await expect(confirm).toContainText('Are you sure you want to remove owner from video(s)?');
  await confirm.getByRole('button', { name: 'Yes!' }).click();
  await expect(toast(page, 'You have successfully removed owner from video(s)')).toBeVisible();
  await expect(row).toContainText('Not assigned');
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toBeHidden();
});
