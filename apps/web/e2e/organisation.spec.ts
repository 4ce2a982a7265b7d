import { expect, type Page, test } from '@playwright/test';
import { openAs, toast, uniqueName } from './support/lists';
import { recoveryRoute, startMailCatcher } from './support/mail-catcher';
import { expectPath, signIn } from './support/session';

const catcher = startMailCatcher();
test.beforeAll(() => catcher.listen());
test.afterAll(() => catcher.close());

const emailOf = (name: string) => `${name.replace(/\W+/g, '-').toLowerCase()}@example.test`;

/** Fills the user dialog: e-mail, name, password (empty: a set-password mail), one role. */
async function fillUserDialog(
  page: Page,
  user: { email: string; name: string; role: string; password?: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Name').fill(user.name);
  if (user.password) await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('combobox', { name: /Roles/ }).click();
  await page.getByRole('option', { name: user.role }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();
}

test('create a user with no password -> set-password mail -> choose a password -> sign in', async ({
  page,
}) => {
  const name = uniqueName('Mailed User');
  const email = emailOf(name);
  await openAs(page, 'admin@adcast.test', '/users');
  await page.getByRole('button', { name: 'Create new user' }).click();
  await fillUserDialog(page, { email, name, role: 'Sales representative' });

  await expect.poll(() => catcher.received.filter((mail) => mail.to === email).length).toBe(1);
  const mail = catcher.received.find((received) => received.to === email)!;
  await page.goto(recoveryRoute(mail.body));
  await page.getByLabel('Choose password').fill('Invited-pass1!');
  await page.getByLabel('Confirm password').fill('Invited-pass1!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password successfully set')).toBeVisible();

  await signIn(page, email, 'Invited-pass1!');
  await expectPath(page, '/dashboard');
});

test('disabling a user ends their open session at once', async ({ page, browser }) => {
  const name = uniqueName('Disabled User');
  const email = emailOf(name);
  await openAs(page, 'admin@adcast.test', '/users');
  await page.getByRole('button', { name: 'Create new user' }).click();
  await fillUserDialog(page, { email, name, role: 'Sales representative', password: 'Their-pass1!' });

  const theirs = await browser.newContext();
  const other = await theirs.newPage();
  await signIn(other, email, 'Their-pass1!');
  await expectPath(other, '/dashboard');

  await page.getByLabel('Search by name').fill(email);
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog')).toContainText('Their open sessions end at once.');
  await page.getByRole('button', { name: 'Yes!' }).click();
  await expect(toast(page, 'User disabled')).toBeVisible();

  await other.goto('/#/connections');
  await expectPath(other, /#\/login/);
  await theirs.close();
});

test('a network change is reverted from the changelog, with confirmation', async ({ page }) => {
  const before = uniqueName('Network');
  const after = `${before} renamed`;
  await openAs(page, 'admin@adcast.test', '/networks/create');
  await page.getByLabel('Name').fill(before);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Network created successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Network updated successfully')).toBeVisible();

  await page.goto('/#/changelog');
  await page.getByLabel('Search by record name').fill(after);
  const row = page.getByRole('row').filter({ hasText: `${before} → ${after}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Revert this change of ${after}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
  await expect(toast(page, 'Change reverted')).toBeVisible();

  await page.getByLabel('Search by record name').fill(before);
  await expect(page.getByRole('row').filter({ hasText: `${after} → ${before}` })).toBeVisible();
});

test("a network's brand is data: a user created inside the network sees its title", async ({ page }) => {
  const network = uniqueName('Zephyr');
  const brand = `${network} TV`;
  const name = uniqueName('Zephyr User');
  const email = emailOf(name);
  await openAs(page, 'admin@adcast.test', '/networks/create');
  await page.getByLabel('Name').fill(network);
  await page.getByLabel('Brand title').fill(brand);
  await page.getByLabel('Primary colour').fill('#0a7d5a');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Network created successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Create new user' }).click();
  await fillUserDialog(page, { email, name, role: 'Sales representative', password: 'Zephyr-pass1!' });
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await signIn(page, email, 'Zephyr-pass1!');
  await expectPath(page, '/dashboard');
  await expect(page).toHaveTitle(`Dashboard · ${brand}`);
});

test("a publisher user created from the publisher's users gets the publisher role fixed, signs in to its home", async ({
  page,
}) => {
  const name = uniqueName('Publisher Pat');
  const email = emailOf(name);
  await openAs(page, 'admin@adcast.test', '/publishers/2/users');
  await page.getByRole('button', { name: 'Create new user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await expect(dialog.getByRole('combobox', { name: /Roles/ })).toHaveText('Publisher');
  await expect(dialog.getByText('Blue Harbor TV')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Password').fill('Publisher-pass1!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await signIn(page, email, 'Publisher-pass1!');
  await expectPath(page, '/p/2');
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
});

test('create a publisher, add a share and see it in force on its shares tab and overview', async ({
  page,
}) => {
  const name = uniqueName('Publisher');
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await page.goto('/#/publishers');
  await page.getByRole('link', { name: 'New publisher' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Contact e-mail').fill('ops@publisher.example');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Publisher created successfully')).toBeVisible();
  await expect(page.getByRole('tablist', { name: `${name} details` })).toBeVisible();

  await page.getByRole('tab', { name: 'Shares' }).click();
  await expect(page.getByText('No shares yet')).toBeVisible();
  await page.getByLabel('Share (%)').fill('65');
  await page.getByRole('button', { name: 'Add share' }).click();
  await expect(toast(page, 'Share added')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Share history' }).getByRole('row').nth(1)).toContainText(
    '65 %',
  );
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('65 %')).toBeVisible();

  await page.goto('/#/publishers');
  await page.getByLabel('Search by name').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('65 %');
});
