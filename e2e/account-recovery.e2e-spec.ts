import { test, expect } from '@playwright/test';
import { confirmEmailLinkFor, mailContaining, resetLinkFor } from './support/mail';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/** Account recovery (docs/product.md §7): the old address undoes a confirmed e-mail change. */
test('the old address undoes an e-mail change, signs everyone out and gets a reset link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const user = newUser('Rowan');
  await registerThroughUi(page, user);

  // Someone who knows the password moves the account to their own address, in their own browser.
  const takerContext = await browser.newContext();
  const taker = await takerContext.newPage();
  await loginThroughUi(taker, user.username, user.password);
  await expect(taker).toHaveURL(/\/$/);
  const takerEmail = `taker.${user.email}`;
  await taker.goto('/settings?tab=account');
  await taker.getByRole('button', { name: 'Change e-mail address' }).click();
  const em = taker.getByRole('form', { name: 'Change e-mail address' });
  await em.getByLabel('New e-mail address').fill(takerEmail);
  await em.getByLabel('Current password').fill(user.password);
  await em.getByRole('button', { name: 'Send confirmation link' }).click();
  await taker.goto(new URL(await confirmEmailLinkFor(takerEmail)).pathname);
  await expect(taker.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();

  // The owner's old address got the notice with the undo link.
  const notice = await mailContaining(user.email, '/undo-email-change/');
  const undoLink = /https?:\/\/[^\s"'<>]+\/undo-email-change\/[A-Za-z0-9_-]+/.exec(notice)?.[0];
  expect(undoLink).toBeTruthy();
  await page.goto(new URL(undoLink!).pathname);
  await expect(page.getByRole('heading', { name: 'Undo the e-mail change?' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore my old address' }).click();
  await expect(page.getByRole('heading', { name: 'Your old address is back' })).toBeVisible();
  await expect(page.getByTestId('undo-email-message')).toContainText(user.email);

  // Everyone is signed out, the one who moved the address too.
  for (const p of [page, taker])
    await expect
      .poll(async () => (await (await p.request.get('/api/auth/check')).json()).authenticated)
      .toBe(false);
  await takerContext.close();

  // The password is to be chosen again, from the restored address.
  await page.goto(new URL(await resetLinkFor(user.email)).pathname);
  const newPassword = 'B4ck!Again';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await loginThroughUi(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings?tab=account');
  await expect(page.getByTestId('account-email')).toHaveText(user.email);

  // The link works once.
  await page.goto(new URL(undoLink!).pathname);
  await page.getByRole('button', { name: 'Restore my old address' }).click();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
});
