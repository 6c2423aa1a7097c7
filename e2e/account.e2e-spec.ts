import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { confirmEmailLinkFor } from './support/mail';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/** Settings › Account end to end (docs/product.md, Account). */
test('account: name, password (other browser signed out), e-mail link, my data, deletion', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const user = newUser('Avery');
  await registerThroughUi(page, user);

  // A second browser signed in as the same user.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginThroughUi(other, user.username, user.password);
  await expect(other).toHaveURL(/\/$/);

  // Change the name: the header shows it.
  await page.goto('/settings?tab=account');
  await page.getByRole('textbox', { name: 'First name' }).fill('Aurora');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Aurora Tester/ })).toBeVisible();

  // Change the password: this browser stays signed in, the other one is signed out.
  const newPassword = 'N3w!Passw0rd';
  const pw = page.getByRole('form', { name: 'Change password' });
  await pw.getByLabel('Current password').fill('Wr0ng!Password');
  await pw.getByLabel('New password', { exact: true }).fill(newPassword);
  await pw.getByLabel('Confirm new password').fill(newPassword);
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(pw.getByText('Current password is incorrect')).toBeVisible();
  await pw.getByLabel('Current password').fill(user.password);
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  const check = await page.request.get('/api/auth/check');
  expect((await check.json()).authenticated).toBe(true);
  const otherCheck = await other.request.get('/api/auth/check');
  expect(await otherCheck.json()).toEqual({ authenticated: false, user: null });
  await otherContext.close();

  // Change the e-mail: pending until the link sent to the new address is opened.
  const newEmail = `moved.${user.email}`;
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  const em = page.getByRole('form', { name: 'Change e-mail address' });
  await em.getByLabel('New e-mail address').fill(newEmail);
  await em.getByLabel('Current password').fill(newPassword);
  await em.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(`Pending: confirm at ${newEmail}`);
  const link = await confirmEmailLinkFor(newEmail);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expect(page.getByTestId('confirm-email-message')).toContainText(newEmail);
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);

  // Download my data.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^icp-studio-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.user).toMatchObject({ firstName: 'Aurora', email: newEmail, username: user.username });
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2/);
  expect(data).toHaveProperty('profiles');
  expect(data).toHaveProperty('notes');

  // Delete the account: signed out, and the account cannot sign in again.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('including tasks you gave to others');
  await dialog.getByLabel('Current password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await (await page.request.get('/api/auth/check')).json()).toEqual({
    authenticated: false,
    user: null,
  });
  await loginThroughUi(page, newEmail, newPassword);
  await expect(page.getByText('Login failed')).toBeVisible();
});
