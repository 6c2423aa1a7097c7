import { test, expect } from '@playwright/test';
import { E2E } from './support/env.mjs';
import { loginThroughUi, newUser, registerThroughUi, userIdOf } from './support/users';

/**
 * docs/product.md, Admin: the admin deletes a user from /admin (Users & Roles) with the guarantees of
 * deleting one's own account: the user is signed out at once, cannot sign in again, and what they owned
 * is gone. The admin's own row offers no delete.
 */
test('an admin deletes a user from Users & Roles', async ({ browser, page }) => {
  const doomed = newUser('Dora');
  const c = await (await browser.newContext()).newPage();
  await registerThroughUi(c, doomed);
  const doomedId = await userIdOf(c);
  const res = await c.request.post('/api/icps', {
    data: { name: 'Florists in Leeds', type: 'b2c', painPoints: ['Wilted stock'] },
  });
  expect(res.status()).toBe(201);
  const icpId = ((await res.json()) as { id: string }).id;

  await loginThroughUi(page, E2E.admin.username, E2E.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const users = page.getByRole('region', { name: 'Users & Roles' });
  await users.getByRole('searchbox', { name: 'Search users' }).fill(doomed.email);
  await expect(users.getByTestId('user-row')).toHaveCount(1);
  const name = `${doomed.firstName} ${doomed.lastName}`;
  await users.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('signed out everywhere');
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText(`${name}'s account and everything they owned were deleted.`)).toBeVisible();
  await expect(users.getByText('No users found')).toBeVisible();

  // Signed out at once, and no way back in.
  await expect
    .poll(
      async () =>
        ((await (await c.request.get('/api/auth/check')).json()) as { authenticated: boolean }).authenticated,
    )
    .toBe(false);
  const login = await c.request.post('/api/auth/login', {
    data: { username: doomed.username, password: doomed.password },
  });
  expect(login.status()).toBe(401);
  // What they owned goes with them.
  await expect.poll(async () => (await page.request.get(`/api/icps/${icpId}`)).status()).toBe(404);
  expect((await page.request.get(`/api/users/${doomedId}`)).status()).toBe(404);

  // The admin's own row: no delete (their own account is deleted in Settings › Account).
  await users.getByRole('searchbox', { name: 'Search users' }).fill(E2E.admin.email);
  await expect(users.getByTestId('user-row').first()).toBeVisible();
  await expect(
    users
      .getByTestId('user-row')
      .filter({ hasText: 'You' })
      .getByRole('button', { name: /^Delete / }),
  ).toHaveCount(0);
  await c.context().close();
});
