import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

test('the session ends mid-edit: the user signs in over the page and finds their text and page', async ({
  page,
  context,
}) => {
  const user = newUser('Sasha');
  await registerThroughUi(page, user);
  const res = await page.request.post('/api/icps', {
    data: { name: 'Boutique law firms', type: 'b2b', industry: 'Legal' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);
  await expect(page.getByRole('heading', { name: 'Team Collaboration' })).toBeVisible();

  const text = 'Partners prefer a call after 6pm; send the fee table first';
  await page.getByLabel('Note', { exact: true }).fill(text);
  // The session ends (expired, or signed out elsewhere): the cookie no longer opens it.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Add Note' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email or Username')).toHaveValue(user.username);
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Signed in again')).toBeVisible();

  // Same page, same text: the note goes in now.
  await expect(page).toHaveURL(new RegExp(`/icp/${id}$`));
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue(text);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();
  await expect(page.getByTestId('note-item').filter({ hasText: text })).toBeVisible();
});

test('a deep link survives signing in', async ({ page, browser }) => {
  const user = newUser('Jordan');
  await registerThroughUi(page, user);
  const res = await page.request.post('/api/icps', {
    data: { name: 'Family-run dental practices', type: 'b2b', industry: 'Dental' },
  });
  const { id } = (await res.json()) as { id: string };

  // The link opened in a browser that is not signed in.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/icp/${id}`);
  await expect(other).toHaveURL(/\/login$/);
  await other.getByLabel('Email or Username').fill(user.username);
  await other.getByLabel('Password', { exact: true }).fill(user.password);
  await other.getByRole('button', { name: /sign in/i }).click();
  await expect(other).toHaveURL(new RegExp(`/icp/${id}$`));
  await expect(other.getByRole('heading', { name: 'Family-run dental practices' })).toBeVisible();
});
