import { expect, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './session';

/** Signs in a staff user and opens a path of the app. */
export const openAs = openSignedIn;

/** A name no other test (or earlier run) has used. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The search params of the hash URL (`/#/connections?page=1` -> { page: '1' }). */
export function hashSearch(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(query));
}

/** Waits until the URL's list state holds these values. */
export async function expectListState(page: Page, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => hashSearch(page)).toMatchObject(expected);
}

/** The status box of a status ('active', 'inactive', 'archived'). */
export const statusTile = (page: Page, status: string) =>
  page
    .getByRole('toolbar', { name: 'Status filter' })
    .getByRole('button', { name: new RegExp(`^${status}`) });

/** The count a status box shows. */
export async function tileCount(page: Page, status: string): Promise<number> {
  const tile = statusTile(page, status);
  await expect(tile).toHaveText(new RegExp(`^${status}\\d+$`));
  return Number((await tile.textContent())?.replace(status, ''));
}

/** The body rows of the table with this accessible name. */
export const tableRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr');

/** The paginator's range text, e.g. '1–10 of 39'. */
export const pageRange = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** The texts of one data column (0-based, the row's selection checkbox not counted) of a table's rows. */
export const columnTexts = (rows: Locator, column: number) =>
  rows.evaluateAll(
    (trs, index) =>
      trs.map(
        (tr) =>
          Array.from(tr.querySelectorAll('td')).filter(
            (cell) => !cell.classList.contains('MuiTableCell-paddingCheckbox'),
          )[index]?.textContent ?? '',
      ),
    column,
  );

/** Types into a picker and chooses the option with this name. */
export async function pick(page: Page, picker: string, typed: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: picker });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

/** The server's text order: lower case, byte by byte (its "C" collation). */
export const serverOrder = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A toast holding this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Clicks an action that asks first, and confirms it. */
export async function confirmAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes!' }).click();
}

/** A list a user may read but not change: rows, and no New link, record links or row menus. */
export async function expectReadOnlyList(page: Page, table: string, newLink: string): Promise<void> {
  const rows = tableRows(page, table);
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('link', { name: newLink })).toHaveCount(0);
  await expect(rows.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
}
