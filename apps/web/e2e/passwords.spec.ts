import { expect, test } from '@playwright/test';
import { MAIL_PORT, recoveryRoute, startMailCatcher } from './support/mail-catcher';
import { expectPath, signIn } from './support/session';

const catcher = startMailCatcher();
test.beforeAll(() => catcher.listen());
test.afterAll(() => catcher.close());

test(`forgot password -> link from the mail -> new password -> sign in (SMTP on ${MAIL_PORT})`, async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByText('Forgot your password').click();
  await expectPath(page, '/forgot-password');
  // The page (and the theme it is drawn with) load after the address changes: type once it shows.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.getByLabel('Email').fill('revops@adcast.test');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password reset link sent to revops@adcast.test')).toBeVisible();

  await expect.poll(() => catcher.received.filter((m) => m.to === 'revops@adcast.test').length).toBe(1);
  const mail = catcher.received.find((m) => m.to === 'revops@adcast.test')!;
  await page.goto(recoveryRoute(mail.body));
  await page.getByLabel('Choose password').fill('weak');
  await expect(
    page.getByText(
      'Password must be min. 8 characters long and have at least one upper case, digit and special character',
    ),
  ).toBeVisible();
  await page.getByLabel('Choose password').fill('Recovered-9!');
  await page.getByLabel('Confirm password').fill('Recovered-8!');
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByLabel('Confirm password').fill('Recovered-9!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password successfully set')).toBeVisible();

  await page.goto(recoveryRoute(mail.body));
  await expect(
    page.getByText('Token expired or not valid. Please try to reset password again.'),
  ).toBeVisible();

  await signIn(page, 'revops@adcast.test', 'Recovered-9!');
  await expectPath(page, '/select');
});

test('change-password dialog: Save disabled while invalid, success closes it, the new password works', async ({
  page,
}) => {
  await signIn(page, 'designer@adcast.test');
  await page.getByRole('button', { name: /Dana Designer/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Current password').fill('Demo-pass1!');
  await dialog.getByLabel('New password').fill('Changed-pass2!');
  await dialog.getByLabel('Confirm password').fill('Changed-pass2!');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Successfully changed password')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/#/logout');
  await signIn(page, 'designer@adcast.test', 'Changed-pass2!');
  await expect(page).not.toHaveURL(/#\/login/);
});
