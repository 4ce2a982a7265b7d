import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass1!';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the API and keeps the token where the app reads it (part 1 §7), then opens a
 * path: for tests of what comes after the sign-in, which `sign-in.spec.ts` tests through its page.
 */
export async function openSignedIn(page: Page, email: string, path: string): Promise<void> {
  const answer = await page.request.post('/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  const { accessToken } = JSON.parse(await answer.text()) as { accessToken: string };
  // A page of the app's origin that does not start the app, to write its storage.
  await page.goto('/api/health');
  await page.evaluate((token) => window.localStorage.setItem('authenticationToken', token), accessToken);
  // Signed in once the app has loaded its user with the token: a test may then change what it holds.
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me');
  await page.goto(`/#${path}`);
  expect((await me).ok(), `the app's user for ${email}`).toBe(true);
}

export const storedMask = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('mask') ?? 'null') as unknown);

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(
    typeof path === 'string' ? new RegExp(`#${path.replace(/[/?]/g, '\\$&')}$`) : path,
  );
}
