import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass1!';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const storedMask = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('mask') ?? 'null') as unknown);

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(
    typeof path === 'string' ? new RegExp(`#${path.replace(/[/?]/g, '\\$&')}$`) : path,
  );
}
