import { test, expect } from '@playwright/test';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';
import { resetLinkFor } from './support/mail';

test('a visitor registers and lands on the dashboard', async ({ page }) => {
  const user = newUser('Riley');
  await registerThroughUi(page, user);
  await expect(page).toHaveURL(/\/$/);
  // Signed in: the header shows the user's name and role.
  await expect(page.getByRole('button', { name: /Riley Tester/ })).toBeVisible();
});

test("a wrong password shows the 'Login failed' toast and stays on /login", async ({ page, browser }) => {
  const user = newUser('Morgan');
  const other = await browser.newPage();
  await registerThroughUi(other, user);
  await other.close();

  await loginThroughUi(page, user.username, 'Wr0ng!Password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the e-mailed link sets a new password; the old one stops working', async ({
  page,
  browser,
}) => {
  const user = newUser('Jordan');
  const first = await browser.newPage();
  await registerThroughUi(first, user);
  await first.close();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByText('Reset link sent!')).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(new URL(link).pathname);
  const newPassword = 'N3w!Passw0rd';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await loginThroughUi(page, user.username, user.password);
  await expect(page.getByText('Login failed')).toBeVisible();

  await loginThroughUi(page, user.email, newPassword);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link is single-use: opening it again shows the invalid-link state after a submit.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('An0ther!Pass');
  await page.getByLabel('Confirm new password').fill('An0ther!Pass');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/invalid or expired link/i)).toBeVisible();
});

test('a client visiting /admin lands on /', async ({ page }) => {
  const user = newUser('Avery');
  await registerThroughUi(page, user);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('System Metrics')).toHaveCount(0);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
