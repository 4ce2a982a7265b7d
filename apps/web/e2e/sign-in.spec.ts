import { expect, test } from '@playwright/test';
import { expectPath, signIn, storedMask } from './support/session';

test("invalid login shows 'Invalid credentials'", async ({ page }) => {
  await signIn(page, 'admin@adcast.test', 'Wrong-pass1!');
  // On the form itself (and in a toast).
  await expect(page.getByRole('main').getByText('Invalid credentials')).toBeVisible();
  await expectPath(page, /#\/login/);
});

test('Sign in stays disabled while the form is invalid', async ({ page }) => {
  await page.goto('/#/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(button).toBeDisabled();
  await page.getByLabel('Email').fill('admin@adcast.test');
  await expect(button).toBeEnabled();
});

test('Enter submits the login form', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill('admin@adcast.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expectPath(page, '/dashboard');
});

const singleRoleHomes: [string, string, object][] = [
  ['admin@adcast.test', '/dashboard', { role: 'ADMIN' }],
  ['readonly@adcast.test', '/dashboard', { role: 'READ_ONLY_ADMIN' }],
  ['sales@adcast.test', '/dashboard', { role: 'SALES_REPRESENTATIVE' }],
  ['publisher@adcast.test', '/p/1', { role: 'PUBLISHER', publisherId: 1 }],
  ['owner@adcast.test', '/co/1', { role: 'CONTENT_OWNER', contentOwnerId: 1 }],
];

for (const [email, home, mask] of singleRoleHomes) {
  test(`single-role user ${email} lands on ${home}`, async ({ page }) => {
    await signIn(page, email);
    await expectPath(page, home);
    // The home's guard keeps the mask as the page opens.
    await expect.poll(() => storedMask(page)).toEqual(mask);
  });
}

test('a return URL in the query wins after sign-in', async ({ page }) => {
  await page.goto('/#/login?returnUrl=%2Fchangelog');
  await page.getByLabel('Email').fill('admin@adcast.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPath(page, '/changelog');
});

test('an unauthenticated visit to a shell page goes to login with the return URL', async ({ page }) => {
  await page.goto('/#/users');
  await expect(page).toHaveURL(/#\/login\?returnUrl=%2Fusers/);
});
